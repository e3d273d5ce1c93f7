// PATHS (the only place the data layer spells a path) and @salon/schema's stored paths are the same list,
// under the same names; limitesAskAI and topesConsultas/visitantes and the Mercado Pago
// webhook's contadores/pagosMercadoPago and pagosMercadoPago are written and read by the functions alone
// (cifras/meses the functions write and /tablero reads).
import { STORED } from '@salon/schema';
import { PATHS } from './paths';

it('every path the data layer uses has its shape in @salon/schema, under the same name', () => {
  const shapes: Record<string, string> = Object.fromEntries(Object.entries(STORED).map(([name, { path }]) => [name, path]));
  expect(shapes).toEqual({
    ...PATHS,
    askAILimits: 'limitesAskAI',
    inquiryGuards: 'topesConsultas/visitantes',
    mercadoPagoClaims: 'contadores/pagosMercadoPago',
    mercadoPagoPayments: 'pagosMercadoPago',
  });
});
