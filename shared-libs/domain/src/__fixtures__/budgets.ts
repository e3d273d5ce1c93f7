// A budget as the domain's tests start from it; each test overrides what it is about.
import { takePriceCopy, type Budget } from '../books/budget';
import { rawPrices } from './prices';

/**
 * Familia Pérez's budget for Saturday 12 December 2026: 60 guests, 4 hs and 2 extra hours, 2 waitresses, a $ 20.000
 * discount and a $ 100.000 deposit, at December's prices (DECEMBER_PRICES) and the weekend rate.
 */
export function familyBudget(overrides: Partial<Budget> = {}): Budget {
  return {
    cliente: 'Familia Pérez',
    telefono: '11 4444-5555',
    fechaEvento: '2026-12-12',
    invitados: 60,
    alquiler: '4hs',
    horasExtra: 2,
    adicionales: { camarera: 2 },
    descuento: 20_000,
    sena: 100_000,
    notas: '',
    estado: 'presupuestado',
    validoHasta: '2026-12-07',
    creadoEn: 1,
    actualizadoEn: 2,
    autor: 'admin@salon.test',
    precios: takePriceCopy(rawPrices([12]), '2026-12-12', 'finDeSemana'),
    anulacion: null,
    ...overrides,
  };
}
