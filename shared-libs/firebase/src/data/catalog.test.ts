import { parseFloorPlan, parseGalleries, parsePromotions } from './catalog';

describe('parsePromotions', () => {
  it('reads the stored fields, drops untitled entries and sorts by orden', () => {
    expect(
      parsePromotions({
        b: { titulo: 'Reservá con anticipación', descripcion: 'Congelás el precio.', desde: '', hasta: '2027-03-31', activa: true, orden: 2 },
        a: { titulo: 'Martes 15 % off', orden: 1 },
        c: { descripcion: 'sin título' },
        d: 'basura',
        e: { titulo: 'Martes y miércoles 15 % off', dias: [2, 3], aplicaA: ['3hs'], porcentaje: 15, orden: 3 },
        f: { titulo: 'Nochebuena', fechas: ['2026-12-24'], aplicaA: ['4hs', '3hs'], monto: 20000, porcentaje: 'x', orden: 4 },
        g: { titulo: 'Sin alquiler: solo texto', dias: [2], porcentaje: 10, orden: 5 },
      }),
    ).toEqual([
      { id: 'a', title: 'Martes 15 % off', description: '', validFrom: '', validUntil: '', active: true, order: 1, terms: null },
      {
        id: 'b',
        title: 'Reservá con anticipación',
        description: 'Congelás el precio.',
        validFrom: '',
        validUntil: '2027-03-31',
        active: true,
        order: 2,
        terms: null,
      },
      {
        id: 'e',
        title: 'Martes y miércoles 15 % off',
        description: '',
        validFrom: '',
        validUntil: '',
        active: true,
        order: 3,
        terms: { weekdays: [2, 3], dates: [], rentals: ['3hs'], discount: { kind: 'porcentaje', percent: 15 } },
      },
      {
        id: 'f',
        title: 'Nochebuena',
        description: '',
        validFrom: '',
        validUntil: '',
        active: true,
        order: 4,
        terms: { weekdays: [], dates: ['2026-12-24'], rentals: ['4hs', '3hs'], discount: { kind: 'monto', amount: 20000 } },
      },
      { id: 'g', title: 'Sin alquiler: solo texto', description: '', validFrom: '', validUntil: '', active: true, order: 5, terms: null },
    ]);
  });

  it.each([[null], ['x'], [[]]])('is empty for %p', (raw) => {
    expect(parsePromotions(raw)).toEqual([]);
  });
});

describe('parseGalleries', () => {
  it('lists the photos of the three galleries in staff order, with default sizes', () => {
    expect(
      parseGalleries({
        salon: { s2: { src: '/img/demo/salon-2.svg', alt: 'Pista', ancho: 1200, alto: 800, orden: 2 }, s1: { src: 'https://x/a.jpg', alt: 'Mesas', orden: 1 } },
        cocina: { c1: { alt: 'sin src' } },
        otra: { o: { src: '/x.jpg', alt: 'no es una galería' } },
      }),
    ).toEqual([
      { id: 's1', gallery: 'salon', src: 'https://x/a.jpg', alt: 'Mesas', width: 1200, height: 800, order: 1 },
      { id: 's2', gallery: 'salon', src: '/img/demo/salon-2.svg', alt: 'Pista', width: 1200, height: 800, order: 2 },
    ]);
  });
});

describe('parseFloorPlan', () => {
  it('reads the image and the areas, with their marker positions when valid', () => {
    expect(
      parseFloorPlan({
        imagen: '/img/demo/plano.svg',
        areas: {
          pista: { nombre: 'Pista de baile', descripcion: 'Centro', x: 37, y: 33 },
          banos: { nombre: 'Baños', x: 150, y: 10 },
          cocina: { nombre: 'Cocina', descripcion: 'Equipada' },
          vacia: { descripcion: 'sin nombre' },
        },
      }),
    ).toEqual({
      imageSrc: '/img/demo/plano.svg',
      areas: [
        { id: 'pista', name: 'Pista de baile', description: 'Centro', position: { x: 37, y: 33 } },
        { id: 'banos', name: 'Baños', description: '', position: null },
        { id: 'cocina', name: 'Cocina', description: 'Equipada', position: null },
      ],
    });
  });

  it('is an empty plan when nothing is stored', () => {
    expect(parseFloorPlan(null)).toEqual({ imageSrc: '', areas: [] });
  });
});
