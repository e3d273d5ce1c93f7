import { DEMO_HALL_FACTS } from '../__fixtures__/hallFacts';
import { hallFactsDraft, hallFactsErrors, hallFactsToStore, hasHallFacts, mapSearchUrl, NO_HALL_FACTS, parseHallFacts, type HallFactsDraft } from './hallFacts';

describe('parseHallFacts', () => {
  it('reads the stored facts, with a Google Maps search of the address when no map link is stored', () => {
    expect(parseHallFacts(DEMO_HALL_FACTS)).toEqual({
      address: 'Av. Rivadavia 14500, Ramos Mejía, Buenos Aires',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Av.%20Rivadavia%2014500%2C%20Ramos%20Mej%C3%ADa%2C%20Buenos%20Aires',
      capacity: 150,
      hours: 'Fiestas de día: 12 a 16 hs / de noche: 21 a 1 hs',
      included: ['Mesas y sillas', 'Vajilla y mantelería', 'Aire acondicionado y calefacción', 'Cocina equipada', 'Patio con parrilla', 'Limpieza al terminar'],
      cancellationPolicy:
        'Si cancelás con 30 días o más de anticipación, la seña se usa para otra fecha dentro de los 6 meses. Con menos de 30 días, la seña no se devuelve.',
      phone: '011 4654-1234',
      cuit: '30-71234567-1',
    });
  });

  it('reads a CUIT whose check digit is wrong as missing, so no document prints it', () => {
    expect(parseHallFacts({ cuit: '30-71234567-2' }).cuit).toBe('');
    expect(parseHallFacts({ cuit: '30712345671' }).cuit).toBe('');
    expect(parseHallFacts({ telefono: 'llamanos' }).phone).toBe('');
  });

  it('uses the stored https map link; an http or broken one falls back to the search', () => {
    expect(parseHallFacts({ direccion: 'Calle 1', mapa: 'https://maps.app.goo.gl/abc123' }).mapUrl).toBe('https://maps.app.goo.gl/abc123');
    expect(parseHallFacts({ direccion: 'Calle 1', mapa: 'http://maps.example/x' }).mapUrl).toBe('https://www.google.com/maps/search/?api=1&query=Calle%201');
    expect(parseHallFacts({ mapa: 'javascript:alert(1)' }).mapUrl).toBe('');
  });

  it('reads what does not fit as missing: nothing stored, a capacity of 0 or 2,5, empty items, a list kept as keys', () => {
    expect(parseHallFacts(null)).toEqual(NO_HALL_FACTS);
    expect(hasHallFacts(parseHallFacts(null))).toBe(false);
    expect(parseHallFacts({ capacidad: 0 }).capacity).toBeNull();
    expect(parseHallFacts({ capacidad: 2.5 }).capacity).toBeNull();
    expect(parseHallFacts({ capacidad: 2001 }).capacity).toBeNull();
    expect(parseHallFacts({ incluye: { 0: 'Mesas', 2: '  ', 3: 'Sillas' } }).included).toEqual(['Mesas', 'Sillas']);
    expect(hasHallFacts(parseHallFacts({ horarios: 'De 12 a 16 hs' }))).toBe(true);
  });
});

describe('the back-office form', () => {
  const draft: HallFactsDraft = {
    address: '  Av. Rivadavia   14500 ',
    mapLink: '',
    capacity: '150',
    hours: 'De día: 12 a 16 hs',
    included: '- Mesas y sillas\n\n• Vajilla\n  Limpieza  al terminar ',
    cancellationPolicy: '',
    phone: '',
    cuit: '',
  };

  it('stores a valid draft trimmed, one item per line, and leaves empty fields out', () => {
    expect(hallFactsErrors(draft)).toEqual({});
    expect(hallFactsToStore(draft)).toEqual({
      direccion: 'Av. Rivadavia 14500',
      capacidad: 150,
      horarios: 'De día: 12 a 16 hs',
      incluye: ['Mesas y sillas', 'Vajilla', 'Limpieza al terminar'],
    });
  });

  it('reads the stored facts back into the form', () => {
    expect(hallFactsDraft({ direccion: 'Calle 1', mapa: 'https://maps.app.goo.gl/abc', capacidad: 80, incluye: ['A', 'B'] })).toEqual({
      address: 'Calle 1',
      mapLink: 'https://maps.app.goo.gl/abc',
      capacity: '80',
      hours: '',
      included: 'A\nB',
      cancellationPolicy: '',
      phone: '',
      cuit: '',
    });
    expect(hallFactsDraft(null)).toEqual({ address: '', mapLink: '', capacity: '', hours: '', included: '', cancellationPolicy: '', phone: '', cuit: '' });
  });

  it.each<[Partial<HallFactsDraft>, keyof HallFactsDraft, string]>([
    [{ capacity: '0' }, 'capacity', 'Escribí un número entero de invitados, de 1 a 2.000.'],
    [{ capacity: '2001' }, 'capacity', 'Escribí un número entero de invitados, de 1 a 2.000.'],
    [{ capacity: '80,5' }, 'capacity', 'Escribí un número entero de invitados, de 1 a 2.000.'],
    [{ capacity: 'cien' }, 'capacity', 'Escribí un número entero de invitados, de 1 a 2.000.'],
    [
      { mapLink: 'http://maps.google.com/x' },
      'mapLink',
      'El enlace del mapa debe empezar con https:// (por ejemplo, el de «Compartir» de Google Maps), sin espacios.',
    ],
    [
      { mapLink: 'https://maps google.com' },
      'mapLink',
      'El enlace del mapa debe empezar con https:// (por ejemplo, el de «Compartir» de Google Maps), sin espacios.',
    ],
    [{ address: 'x'.repeat(201) }, 'address', 'Usá como máximo 200 caracteres (tiene 201).'],
    [{ hours: 'x'.repeat(201) }, 'hours', 'Usá como máximo 200 caracteres (tiene 201).'],
    [{ cancellationPolicy: 'x'.repeat(2001) }, 'cancellationPolicy', 'Usá como máximo 2000 caracteres (tiene 2001).'],
    [{ included: Array.from({ length: 31 }, (_, i) => `Cosa ${i}`).join('\n') }, 'included', 'Podés cargar hasta 30 cosas (una por renglón); hay 31.'],
    [{ included: `Mesas\n${'y'.repeat(101)}` }, 'included', 'Cada renglón puede tener hasta 100 caracteres: «yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…» es más largo.'],
  ])('%p: the message next to %s', (change, field, message) => {
    expect(hallFactsErrors({ ...draft, ...change })).toEqual({ [field]: message });
  });

  it('stores the phone with its spaces tidied and the CUIT with hyphens, however it was typed', () => {
    expect(hallFactsToStore({ ...draft, phone: ' 011  4654-1234 ', cuit: '30 71234567 1' })).toMatchObject({
      telefono: '011 4654-1234',
      cuit: '30-71234567-1',
    });
  });

  it('builds the map search from the address as typed', () => {
    expect(mapSearchUrl(' Calle 1 & 2 ')).toBe('https://www.google.com/maps/search/?api=1&query=Calle%201%20%26%202');
  });
});
