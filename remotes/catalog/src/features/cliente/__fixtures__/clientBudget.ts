// A client's budget as the clientBudget function answers it: a Saturday in December 2026 for 80 guests, with a
// discount, one line without a price, the deposit paid and the balance owed, the hall's facts written and the
// account to transfer the balance to.
import type { ClientBudgetView } from '@salon/domain';

export const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';

export const VIEW: ClientBudgetView = {
  empresa: { nombre: 'Salón Las Palmas', whatsapp: '11 5555-0000' },
  cliente: 'Lucía Fernández',
  fechaEvento: '2026-12-12',
  invitados: 80,
  validoHasta: '2026-11-25',
  estado: 'confirmado',
  estadoTexto: 'Confirmado',
  anulado: false,
  lineas: [
    { label: 'Alquiler del salón (4 horas)', quantity: 1, subtotal: 500_000 },
    { label: 'Camarera', quantity: 2, subtotal: 120_000 },
    { label: 'Inflable', quantity: 1, subtotal: null },
  ],
  subtotal: 620_000,
  descuento: 20_000,
  total: 600_000,
  plan: [
    { concepto: 'seña', monto: 180_000, venceEl: '2026-11-10', pagado: 180_000, falta: 0, estado: 'pagada' },
    { concepto: 'saldo', monto: 420_000, venceEl: '2026-11-27', pagado: 100_000, falta: 320_000, estado: 'parcial' },
  ],
  recibos: [
    {
      numero: 12,
      fecha: '2026-11-10',
      monto: 180_000,
      concepto: 'seña',
      anulado: false,
      pagador: 'Lucía Fernández',
      medioDePago: 'transferencia',
      detalle: '',
      saldoPendiente: 420_000,
    },
    {
      numero: 15,
      fecha: '2026-11-12',
      monto: 50_000,
      concepto: 'saldo',
      anulado: true,
      pagador: 'Lucía Fernández',
      medioDePago: 'efectivo',
      detalle: '',
      saldoPendiente: 370_000,
    },
  ],
  aceptacion: null,
  vencido: false,
  situacion: 'confirmado',
  reservaHasta: null,
  puedeAceptar: true,
  salon: {
    address: 'Av. Siempreviva 742, Quilmes',
    mapUrl: 'https://maps.example/salon',
    hours: 'De 10 a 20 hs',
    included: ['Vajilla', 'Sonido'],
    cancellationPolicy: 'La seña no se devuelve.',
    phone: '011 4654-1234',
    cuit: '30-71234567-1',
  },
  pagado: 280_000,
  falta: 320_000,
  cuenta: { holder: 'Salón Las Palmas S.R.L.', alias: 'SALON.LAS.PALMAS', cbu: '2850590940090418135201' },
  pagoOnline: null,
  senaRecibida: false,
};
