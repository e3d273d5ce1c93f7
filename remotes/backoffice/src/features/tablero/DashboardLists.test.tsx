/** @jest-environment jsdom */
// /tablero's lists and exports as the owner reads them: the next events with what each owes, the overdue
// instalments with their sum, and the CSV buttons with the notice of a file that could not be made.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { OverdueList, UpcomingList } from './DashboardLists';
import { DashboardExports } from './DashboardExports';
import { FIGURES } from './__fixtures__/tablero';

jest.mock('@salon/router', () => ({ Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as string}</a> }));

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the next events', () => {
  it('gives each its day, client, guests and what it still owes, a calendar event without a budget apart', () => {
    render(<UpcomingList events={FIGURES.proximos} />);
    expect(texts(screen.getAllByRole('listitem'))).toEqual([
      'sábado 14 de noviembre de 2026 · Lucía Fernández · 80 invitadosConfirmado · falta cobrar $ 180.000',
      'sábado 21 de noviembre de 2026 · Evento del calendario (sin presupuesto)',
    ]);
    expect(linkTo('Lucía Fernández')).toBe('/presupuesto/p2');
  });

  it('says a paid event is paid, names a client without a name, and says when there is none', () => {
    const paid = { ...FIGURES.proximos[0]!, presupuestoId: 'p 4', cliente: '', invitados: null, estado: 'pagado' as const, falta: 0 };
    const { rerender } = render(<UpcomingList events={[paid]} />);
    expect(texts(screen.getAllByRole('listitem'))).toEqual(['sábado 14 de noviembre de 2026 · Sin nombrePagado · pagado']);
    expect(linkTo('Sin nombre')).toBe('/presupuesto/p%204');
    rerender(<UpcomingList events={[]} />);
    expect(screen.getByText('No hay eventos en los próximos 30 días.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('the overdue instalments', () => {
  it('says how many there are and their sum, and lists each with its budget', () => {
    render(<OverdueList items={FIGURES.vencidas} total={250_000} />);
    expect(screen.getByText(/cuota vencida/).textContent).toBe('Una cuota vencida, en total $ 250.000. Los recordatorios por WhatsApp están en Cobranzas.');
    expect(linkTo('Cobranzas')).toBe('/cobranzas');
    expect(texts(screen.getAllByRole('listitem'))).toEqual(['Marta Gómez · evento del sábado 28 de noviembre de 2026Saldo: $ 250.000 · Vencida el dom 8/11']);
    expect(linkTo('Marta Gómez')).toBe('/presupuesto/p3');
  });

  it('counts several, and says when there is none', () => {
    const item = FIGURES.vencidas[0]!;
    const deposit = { ...item, presupuestoId: 'p5', cliente: 'Juan Díaz', instalment: { ...item.instalment, concepto: 'seña' as const, falta: 90_000 } };
    const { rerender } = render(<OverdueList items={[item, deposit]} total={340_000} />);
    expect(screen.getByText(/cuotas vencidas/).textContent).toBe('2 cuotas vencidas, en total $ 340.000. Los recordatorios por WhatsApp están en Cobranzas.');
    expect(screen.getAllByRole('listitem')[1]?.textContent).toBe('Juan Díaz · evento del sábado 28 de noviembre de 2026Seña: $ 90.000 · Vencida el dom 8/11');
    rerender(<OverdueList items={[]} total={0} />);
    expect(screen.getByText('No hay cuotas vencidas.')).toBeTruthy();
  });
});

describe('the exports', () => {
  it('downloads each file from its button, and says so when one could not be made', async () => {
    const onBudgets = jest.fn(() => Promise.resolve());
    const onReceipts = jest.fn(() => Promise.resolve());
    const { rerender } = render(<DashboardExports onBudgets={onBudgets} onReceipts={onReceipts} busy={false} failed={false} />);
    expect(screen.getByRole('region', { name: 'Exportar para Excel' }).textContent).toContain(
      'Archivos CSV con separador «;» y decimales con coma, listos para abrir en Excel.',
    );
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Descargar presupuestos (CSV)' })));
    expect(onBudgets).toHaveBeenCalledTimes(1);
    expect(onReceipts).not.toHaveBeenCalled();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Descargar recibos (CSV)' })));
    expect(onReceipts).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<DashboardExports onBudgets={onBudgets} onReceipts={onReceipts} busy failed={false} />);
    expect(screen.getByRole('status').textContent).toBe('Armando el archivo con todos los presupuestos y recibos…');
    expect(screen.getByRole('button', { name: 'Descargar presupuestos (CSV)' })).toHaveProperty('disabled', true);
    rerender(<DashboardExports onBudgets={onBudgets} onReceipts={onReceipts} busy={false} failed />);
    expect(screen.getByRole('alert').textContent).toBe('No se pudo armar el archivo. Probá de nuevo.');
  });
});
