import { formStatusChoices, historyAuthorText, historyLineText, parseBudgetHistory, readBudgetStatus, statusAfter } from './budgetStatus';
import { parseBudget } from './budget';

describe('budget statuses (the business path)', () => {
  it('reads the older statuses as the new ones', () => {
    expect(readBudgetStatus('borrador')).toBe('presupuestado');
    expect(readBudgetStatus('enviado')).toBe('presupuestado');
    expect(readBudgetStatus('aceptado')).toBe('confirmado');
    expect(readBudgetStatus('rechazado')).toBe('anulado');
    expect(readBudgetStatus('reservado')).toBe('reservado');
    expect(readBudgetStatus('cualquiera')).toBe('presupuestado');
    expect(readBudgetStatus(undefined)).toBe('presupuestado');
  });

  it('reads a rejected budget as annulled with its reason, and a lone "anulado" without a record as presupuestado', () => {
    const base = {
      cliente: 'Ana',
      telefono: '1',
      fechaEvento: '2026-12-05',
      validoHasta: '2026-12-05',
      creadoEn: 1,
      actualizadoEn: 7,
      autor: 'admin@salon.test',
    };
    expect(parseBudget('b', { ...base, estado: 'rechazado' })).toMatchObject({
      estado: 'anulado',
      anulacion: { motivo: 'Rechazado por el cliente', por: 'admin@salon.test', en: 7 },
    });
    expect(parseBudget('b', { ...base, estado: 'anulado' })).toMatchObject({ estado: 'presupuestado', anulacion: null });
    expect(parseBudget('b', { ...base, estado: 'aceptado' })).toMatchObject({ estado: 'confirmado' });
  });

  it('moves along the path by the date’s actions', () => {
    expect(statusAfter('presupuestado', 'reservar')).toBe('reservado');
    expect(statusAfter('consulta', 'reservar')).toBe('reservado');
    expect(statusAfter('confirmado', 'reservar')).toBeNull();
    expect(statusAfter('reservado', 'confirmar')).toBe('confirmado');
    expect(statusAfter('presupuestado', 'confirmar')).toBeNull();
    expect(statusAfter('reservado', 'vencer')).toBe('presupuestado');
    expect(statusAfter('confirmado', 'vencer')).toBeNull();
    expect(statusAfter('confirmado', 'liberar')).toBe('presupuestado');
    expect(statusAfter('pagado', 'liberar')).toBeNull();
    expect(statusAfter('realizado', 'anular')).toBe('anulado');
    expect(statusAfter('anulado', 'anular')).toBeNull();
  });

  it('offers in the form only the statuses that fit where the budget is', () => {
    expect(formStatusChoices(null)).toEqual(['consulta', 'presupuestado']);
    expect(formStatusChoices('presupuestado')).toEqual(['consulta', 'presupuestado']);
    expect(formStatusChoices('reservado')).toEqual(['reservado']);
    expect(formStatusChoices('pagado')).toEqual(['confirmado', 'pagado', 'realizado']);
    expect(formStatusChoices('anulado')).toEqual([]);
  });
});

describe('budget history', () => {
  it('reads the entries oldest first, tolerantly', () => {
    expect(
      parseBudgetHistory({
        b: { estado: 'presupuestado', por: 'sistema', en: 20, nota: 'La reserva provisoria venció' },
        a: { estado: 'reservado', por: 'admin@salon.test', en: 10 },
        c: { estado: 'reservado', por: 'x' },
        d: { estado: 'borrador', en: 5 },
      }),
    ).toEqual([
      { id: 'd', estado: 'presupuestado', por: '', en: 5, nota: '' },
      { id: 'a', estado: 'reservado', por: 'admin@salon.test', en: 10, nota: '' },
      { id: 'b', estado: 'presupuestado', por: 'sistema', en: 20, nota: 'La reserva provisoria venció' },
    ]);
    expect(parseBudgetHistory(undefined)).toEqual([]);
  });

  it('says what each line did and who', () => {
    expect(historyLineText({ estado: 'reservado', nota: '' })).toBe('Pasó a Reservado (provisorio)');
    expect(historyLineText({ estado: 'presupuestado', nota: 'La reserva provisoria venció' })).toBe('Presupuestado: La reserva provisoria venció');
    expect(historyAuthorText('sistema')).toBe('el sistema');
    expect(historyAuthorText('admin@salon.test')).toBe('admin@salon.test');
  });
});
