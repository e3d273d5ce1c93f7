/** @jest-environment jsdom */
// The inbox's model on an in-memory database: one query a view, a page at a time, the search and a status within
// dates read further, and several inquiries archived in one write.
import { act, renderHook } from '@testing-library/react';
import { inboxBackend, resetInboxBackend, storedInquiry } from './__fixtures__/inboxBackend';
import { useInquiryInbox, useNewInquiryCount } from './useInquiryInbox';

jest.mock('@salon/firebase', () => ({ useLive: jest.requireActual('@salon/firebase/testing').useLiveStub }));
jest.mock('@salon/firebase/staff', () => jest.requireActual('./__fixtures__/inboxBackend').staffMock());
const mockToasts: Array<[string, string]> = [];
jest.mock('@salon/ui', () => ({ notify: (message: string, kind: string) => mockToasts.push([message, kind]) }));

const names = (result: { current: ReturnType<typeof useInquiryInbox> }) => result.current.inquiries.map((inquiry) => inquiry.nombre);

beforeEach(() => {
  mockToasts.length = 0;
  // 45 inquiries; numbers 43 and 44 archived, 10 contacted, Gómez among the oldest.
  resetInboxBackend(
    Array.from({ length: 45 }, (_, i) =>
      storedInquiry(
        i + 1,
        i + 1 === 43 || i + 1 === 44
          ? { estado: 'archivada', archivadaEn: 1 }
          : i + 1 === 10
            ? { estado: 'contactada' }
            : i + 1 === 2
              ? { nombre: 'Rocío Gómez' }
              : {},
      ),
    ),
  );
});

it('lists what is not archived, newest first, 20 at a time with «Ver más»', () => {
  const { result } = renderHook(() => useInquiryInbox());
  expect(inboxBackend.reads).toEqual([{ query: { by: 'archivadaEn', equalTo: null }, size: 20 }]);
  expect(names(result).slice(0, 3)).toEqual(['Visitante 45', 'Visitante 42', 'Visitante 41']);
  expect(result.current.inquiries).toHaveLength(20);
  expect(result.current.canShowMore).toBe(true);
  act(() => result.current.showMore());
  expect(result.current.inquiries).toHaveLength(40);
  act(() => result.current.showMore());
  expect(result.current.inquiries).toHaveLength(43);
  expect(names(result).at(-1)).toBe('Visitante 1');
  expect(result.current.canShowMore).toBe(false);
  expect(inboxBackend.reads.map((read) => read.size)).toEqual([20, 40, 60]);
});

it('«Archivadas» reads only the archived ones', () => {
  const { result } = renderHook(() => useInquiryInbox());
  act(() => result.current.setFilter({ vista: 'archivada' }));
  expect(inboxBackend.reads.at(-1)).toEqual({ query: { by: 'estado', equalTo: 'archivada' }, size: 20 });
  expect(names(result)).toEqual(['Visitante 44', 'Visitante 43']);
  expect(result.current.canShowMore).toBe(false);
});

it('a search reads wider windows until it finds what a page shows', () => {
  const { result } = renderHook(() => useInquiryInbox());
  act(() => result.current.setFilter({ buscar: 'gomez' }));
  expect(names(result)).toEqual(['Rocío Gómez']);
  expect(inboxBackend.reads.map((read) => read.size)).toEqual([20, 40, 80]);
  act(() => result.current.setFilter({ buscar: '5555-0010' }));
  expect(names(result)).toEqual(['Visitante 10']);
});

it('a date range reads by the date asked for; a status within it is the list’s', () => {
  const { result } = renderHook(() => useInquiryInbox());
  act(() => result.current.setFilter({ desde: '2026-12-10', hasta: '2026-12-11', vista: 'contactada' }));
  expect(inboxBackend.reads.at(-1)).toEqual({ query: { by: 'fecha', from: '2026-12-10', to: '2026-12-11' }, size: 20 });
  expect(names(result)).toEqual(['Visitante 10']);
  act(() => result.current.setFilter({ vista: 'activas' }));
  expect(names(result)).toEqual(['Visitante 38', 'Visitante 10', 'Visitante 37', 'Visitante 9']);
  act(() => result.current.setFilter({ hasta: '2026-12-01' }));
  expect(result.current.filterError).toBe('La fecha «Hasta» tiene que ser igual o posterior a «Desde».');
});

it('archives the chosen ones in one write: they leave the list and the count of new ones', async () => {
  const { result } = renderHook(() => ({ inbox: useInquiryInbox(), count: useNewInquiryCount() }));
  expect(result.current.count).toBe(42);
  act(() => result.current.inbox.toggle('-C045'));
  act(() => result.current.inbox.toggle('-C042'));
  await act(() => result.current.inbox.applyToSelected('archivada'));
  expect(inboxBackend.writes).toEqual([{ ids: ['-C045', '-C042'], estado: 'archivada' }]);
  expect(result.current.inbox.inquiries.slice(0, 2).map((inquiry) => inquiry.nombre)).toEqual(['Visitante 41', 'Visitante 40']);
  expect(result.current.inbox.selected.size).toBe(0);
  expect(result.current.count).toBe(40);
  expect(mockToasts).toEqual([['2 consultas archivadas.', 'success']]);
});

it('keeps the selection and says so when the write is refused', async () => {
  const { result } = renderHook(() => useInquiryInbox());
  act(() => result.current.toggle('-C045'));
  inboxBackend.failNextWrite = true;
  await act(() => result.current.applyToSelected('descartada'));
  expect(result.current.selected.has('-C045')).toBe(true);
  expect(names(result)[0]).toBe('Visitante 45');
  expect(mockToasts).toEqual([['No se pudo cambiar el estado de las consultas elegidas: no cambió ninguna. Probá de nuevo.', 'error']]);
});
