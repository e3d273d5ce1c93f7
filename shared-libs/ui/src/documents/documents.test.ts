// The budget's and a receipt's PDFs, made for real and read back with a PDF parser: the amounts, the hall's facts,
// the plan, the account for the balance, Spanish dates, and no staff e-mail.
import { clientReceiptSheet, receiptSheet, type ClientBudgetView, type Receipt, type StoredBudget } from '@salon/domain';
import { budgetPdf } from './budgetPdf';
import { receiptPdf } from './receiptPdf';
import { pdfBytes, pdfText } from './pdfText.testing';

const VIEW: ClientBudgetView = {
  empresa: { nombre: 'Salón', whatsapp: '1155550123' },
  cliente: 'Familia Pérez',
  fechaEvento: '2026-12-12',
  invitados: 60,
  validoHasta: '2026-11-25',
  estado: 'confirmado',
  estadoTexto: 'Confirmado',
  anulado: false,
  lineas: [
    { label: 'Alquiler del salón x 4 hs', quantity: 1, subtotal: 440_000 },
    { label: 'Hora extra fin de semana', quantity: 1, subtotal: 70_000 },
    { label: 'Inflable', quantity: 1, subtotal: null },
  ],
  subtotal: 510_000,
  descuento: 0,
  total: 510_000,
  plan: [
    { concepto: 'seña', monto: 153_000, venceEl: '2026-11-10', pagado: 153_000, falta: 0, estado: 'pagada' },
    { concepto: 'saldo', monto: 357_000, venceEl: '2026-11-27', pagado: 0, falta: 357_000, estado: 'pendiente' },
  ],
  recibos: [
    {
      numero: 7,
      fecha: '2026-11-10',
      monto: 153_000,
      concepto: 'seña',
      anulado: false,
      pagador: 'Ana Pérez',
      medioDePago: 'transferencia',
      detalle: '',
      saldoPendiente: 357_000,
    },
  ],
  aceptacion: { nombre: 'Ana Pérez', en: 1 },
  vencido: false,
  situacion: 'confirmado',
  reservaHasta: null,
  puedeAceptar: false,
  salon: {
    address: 'Av. Rivadavia 14500, Ramos Mejía, Buenos Aires',
    mapUrl: '',
    hours: '',
    included: [],
    cancellationPolicy: 'Con menos de 30 días, la seña no se devuelve.',
    phone: '011 4654-1234',
    cuit: '30-71234567-1',
  },
  pagado: 153_000,
  falta: 357_000,
  cuenta: { holder: 'Salón de Fiestas Ramos S.R.L.', alias: 'SALON.FIESTAS.RAMOS', cbu: '2850590940090418135201' },
  pagoOnline: null,
  senaRecibida: true,
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the budget', () => {
  it('is an A4 page in Spanish with the hall, the lines, the plan, what is paid and owed, and where to pay', async () => {
    const definition = budgetPdf(VIEW);
    expect(definition).toMatchObject({ pageSize: 'A4', language: 'es-AR' });
    const pdf = await pdfText(await pdfBytes(definition));
    const text = oneLine(pdf.text);
    expect(pdf.title).toBe('Presupuesto de Familia Pérez');
    expect(pdf.pages).toBe(1);
    for (const expected of [
      'Salón',
      'Av. Rivadavia 14500, Ramos Mejía, Buenos Aires',
      'Tel.: 011 4654-1234',
      'CUIT: 30-71234567-1',
      'Válido hasta el miércoles 25 de noviembre de 2026',
      'Familia Pérez',
      'sábado 12 de diciembre de 2026',
      'Alquiler del salón x 4 hs 1 $ 440.000',
      'Hora extra fin de semana 1 $ 70.000',
      'Inflable 1 Consultar',
      'Total $ 510.000',
      'Seña martes 10 de noviembre de 2026 $ 153.000 $ 153.000 $ 0 Pagada',
      'Saldo viernes 27 de noviembre de 2026 $ 357.000 $ 0 $ 357.000 Vence el vie 27/11',
      'Pagado $ 153.000',
      'Falta pagar $ 357.000',
      'N° 00000007',
      'Cómo pagar el saldo',
      'Podés transferir lo que falta pagar, $ 357.000, a esta cuenta:',
      'Titular Salón de Fiestas Ramos S.R.L.',
      'Alias SALON.FIESTAS.RAMOS',
      'CBU 2850590940090418135201',
      'Aceptado por Ana Pérez.',
      'Con menos de 30 días, la seña no se devuelve.',
      'Salón · página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/@|Hecho por/);
  });

  it('says nothing about paying once it is paid, and says an annulled one is annulled', async () => {
    const paid = oneLine((await pdfText(await pdfBytes(budgetPdf({ ...VIEW, falta: 0, pagado: 510_000, cuenta: null })))).text);
    expect(paid).toContain('Falta pagar $ 0');
    expect(paid).not.toContain('Cómo pagar el saldo');
    expect(paid).not.toContain('SALON.FIESTAS.RAMOS');
    const annulled = oneLine((await pdfText(await pdfBytes(budgetPdf({ ...VIEW, anulado: true, plan: [], falta: 0, cuenta: null })))).text);
    expect(annulled).toContain('Este presupuesto está anulado.');
    expect(annulled).not.toContain('Plan de pagos');
  });

  it('leaves out the facts the hall has not written', async () => {
    const bare = { ...VIEW, salon: { ...VIEW.salon, address: '', phone: '', cuit: '', cancellationPolicy: '' } };
    const text = oneLine((await pdfText(await pdfBytes(budgetPdf(bare)))).text);
    expect(text).not.toMatch(/Tel\.:|CUIT|Política de cancelación/);
  });
});

const budget: StoredBudget = {
  id: 'b1',
  cliente: 'Familia Pérez',
  telefono: '11 4444-5555',
  fechaEvento: '2026-12-12',
  invitados: 60,
  alquiler: '4hs',
  horasExtra: 0,
  adicionales: {},
  descuento: 0,
  sena: 0,
  notas: 'Nota interna',
  estado: 'confirmado',
  validoHasta: '2026-11-25',
  creadoEn: 1,
  actualizadoEn: 1,
  autor: 'admin@salon.test',
  precios: null,
  anulacion: null,
};

const receipt: Receipt = {
  numero: 12,
  monto: 1_234_567,
  concepto: 'saldo',
  medioDePago: 'efectivo',
  cliente: '',
  detalle: 'Pagó en dos sobres',
  presupuestoId: 'b1',
  saldoPendiente: 0,
  emitidoEn: new Date('2026-11-27T23:30:00-03:00').getTime(),
  emitidoPor: 'recibos@salon.test',
};

const ISSUER = { name: 'Salón', address: 'Av. Rivadavia 14500, Ramos Mejía, Buenos Aires', phone: '011 4654-1234', cuit: '30-71234567-1' };

describe('a receipt', () => {
  it('names the hall with its address, phone and CUIT, the payer, the amount in words and in figures, and the budget', async () => {
    const pdf = await pdfText(await pdfBytes(receiptPdf(receiptSheet(receipt, budget, ISSUER))));
    const text = oneLine(pdf.text);
    expect(pdf.title).toBe('Recibo N° 00000012');
    for (const expected of [
      'Av. Rivadavia 14500, Ramos Mejía, Buenos Aires',
      'Tel.: 011 4654-1234',
      'CUIT: 30-71234567-1',
      'N° 00000012',
      // The hall's day, not UTC's (23:30 in Buenos Aires is already the 28th in UTC).
      'viernes 27 de noviembre de 2026',
      'Recibí de Familia Pérez la suma de pesos un millón doscientos treinta y cuatro mil quinientos sesenta y siete',
      'en concepto de saldo del presupuesto para el evento del sábado 12 de diciembre de 2026.',
      'Medio de pago Efectivo',
      'Importe $ 1.234.567',
      'Saldo pendiente $ 0',
      'Detalle: Pagó en dos sobres',
      'Firma y aclaración',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('@');
  });

  it('never breaks its amount in figures across lines', async () => {
    // A long payer's name pushes the figures towards the end of a line.
    for (const pagador of ['Ana', 'María de los Ángeles Fernández Ruiz', 'María de los Ángeles Fernández Ruiz de la Torre y Gómez']) {
      const { text } = await pdfText(await pdfBytes(receiptPdf({ ...receiptSheet(receipt, budget, ISSUER), pagador })));
      expect(text).toContain('$ 1.234.567');
    }
  });

  it('from the client’s page: the same sheet, marked when annulled', async () => {
    const sheet = clientReceiptSheet(VIEW, { ...VIEW.recibos[0]!, anulado: true });
    expect(sheet).toMatchObject({ pagador: 'Ana Pérez', totalPresupuesto: 510_000, saldoPendiente: 357_000, anulacion: '' });
    const text = oneLine((await pdfText(await pdfBytes(receiptPdf(sheet)))).text);
    expect(text).toContain('ANULADO');
    expect(text).toContain('Recibí de Ana Pérez la suma de pesos ciento cincuenta y tres mil ($ 153.000) en concepto de seña');
    expect(text).toContain('Total del presupuesto $ 510.000');
  });
});
