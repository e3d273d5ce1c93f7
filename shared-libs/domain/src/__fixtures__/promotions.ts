// promociones as the database stores them: the tests' and the demo season's (scripts/seed/demoData.ts).

/** "Martes y miércoles 15 % off": 15 % off the 3-hour rental on Tuesdays and Wednesdays, open-ended. A text-only one after it. */
export const DEMO_PROMOTIONS = {
  p1: {
    titulo: 'Martes y miércoles 15 % off',
    descripcion: 'Alquiler de 3 horas con 15 % de descuento de martes a miércoles, salvo feriados.',
    desde: '',
    hasta: '',
    activa: true,
    orden: 1,
    dias: [2, 3],
    aplicaA: ['3hs'],
    porcentaje: 15,
  },
  p2: {
    titulo: 'Reservá con anticipación',
    descripcion: 'Reservando con 3 meses de anticipación congelás el precio del mes en que señás.',
    desde: '',
    hasta: '',
    activa: true,
    orden: 2,
  },
};
