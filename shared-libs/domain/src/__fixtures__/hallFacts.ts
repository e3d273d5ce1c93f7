// config/salon as the database stores it, and the account clients transfer to: the tests' and the demo season's
// (scripts/seed/demoData.ts). No map link: the site links to a map search.
export const DEMO_HALL_FACTS = {
  direccion: 'Av. Rivadavia 14500, Ramos Mejía, Buenos Aires',
  capacidad: 150,
  horarios: 'Fiestas de día: 12 a 16 hs / de noche: 21 a 1 hs',
  incluye: ['Mesas y sillas', 'Vajilla y mantelería', 'Aire acondicionado y calefacción', 'Cocina equipada', 'Patio con parrilla', 'Limpieza al terminar'],
  politicaCancelacion:
    'Si cancelás con 30 días o más de anticipación, la seña se usa para otra fecha dentro de los 6 meses. Con menos de 30 días, la seña no se devuelve.',
  telefono: '011 4654-1234',
  cuit: '30-71234567-1',
};

/** cuentaBancaria as the demo season seeds it: both check digits of the CBU and the CUIT's are right. */
export const DEMO_BANK_ACCOUNT = {
  titular: 'Salón de Fiestas Ramos S.R.L.',
  alias: 'SALON.FIESTAS.RAMOS',
  cbu: '2850590940090418135201',
};
