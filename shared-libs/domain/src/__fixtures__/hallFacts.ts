// config/salon as the database stores it: the tests' and the demo season's (scripts/seed/demoData.ts). No map
// link: the site links to a map search.
export const DEMO_HALL_FACTS = {
  direccion: 'Av. Rivadavia 14500, Ramos Mejía, Buenos Aires',
  capacidad: 150,
  horarios: 'Fiestas de día: 12 a 16 hs / de noche: 21 a 1 hs',
  incluye: ['Mesas y sillas', 'Vajilla y mantelería', 'Aire acondicionado y calefacción', 'Cocina equipada', 'Patio con parrilla', 'Limpieza al terminar'],
  politicaCancelacion:
    'Si cancelás con 30 días o más de anticipación, la seña se usa para otra fecha dentro de los 6 meses. Con menos de 30 días, la seña no se devuelve.',
};
