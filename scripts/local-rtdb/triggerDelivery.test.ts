// Delivery of the database triggers' events, with fetch stood in for the Functions emulator: one POST per changed
// node, in the order of the writes, none for a write that changes nothing, retried after a connection error, and
// sent to the current key once the emulator's 404 names it.
import type { Change } from './database';
import { TriggerDelivery } from './triggerDelivery';
import { triggersFromBackends, WRITTEN } from './triggers';
import { normalize, setNode, type MaybeNode } from './tree';

const tree = (value: unknown): MaybeNode => normalize(value, { now: 0, existing: null });
const listing = {
  backends: [
    {
      functionTriggers: [
        {
          id: 'us-central1-echo',
          region: 'us-central1',
          platform: 'gcfv2',
          eventTrigger: { eventType: WRITTEN, eventFilterPathPatterns: { ref: 'p/{id}', instance: '*' } },
        },
      ],
    },
  ],
};
let seq = 0;
const change = (before: MaybeNode, path: string[], value: unknown): Change => ({
  seq: ++seq,
  base: path,
  paths: [path],
  before,
  after: setNode(before, path, tree(value)),
  isMerge: false,
});

const fetchMock = jest.spyOn(globalThis, 'fetch');
afterEach(() => fetchMock.mockReset());

function delivery(log = jest.fn()) {
  const d = new TriggerDelivery({ log, retryDelayMs: 1 });
  d.configure({ functionsUrl: 'http://functions', projectId: 'demo-salon', triggers: triggersFromBackends(listing) });
  return d;
}
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: url as string, event: JSON.parse(init?.body as string) as { ref: string; instance: string } }));

it('posts one event per changed node, in the order of the writes, and none for an unchanged value', async () => {
  fetchMock.mockImplementation(async () => new Response('{"status":"acknowledged"}'));
  const d = delivery();
  const start = tree({ p: { a: 1, b: 2 } });
  d.onChange(change(start, ['p'], { a: 5, b: 2, c: 3 }), 'e2e-w1');
  d.onChange(change(start, ['p', 'a'], 1), 'e2e-w1');
  d.onChange(change(start, ['p', 'b', 'x'], 1), 'demo-salon');
  await d.idle();
  expect(sent().map(({ url, event }) => [url, event.ref, event.instance])).toEqual([
    ['http://functions/functions/projects/demo-salon/triggers/us-central1-echo-0', 'p/a', 'e2e-w1'],
    ['http://functions/functions/projects/demo-salon/triggers/us-central1-echo-0', 'p/c', 'e2e-w1'],
    ['http://functions/functions/projects/demo-salon/triggers/us-central1-echo-0', 'p/b', 'demo-salon'],
  ]);
});

it('retries after a connection error and logs a function that fails', async () => {
  const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
  fetchMock.mockRejectedValueOnce(refused).mockResolvedValueOnce(new Response('boom', { status: 500 }));
  const log = jest.fn();
  const d = delivery(log);
  d.onChange(change(null, ['p', 'a'], 1), 'e2e-w1');
  await d.idle();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(log).toHaveBeenLastCalledWith(expect.stringContaining('respondió 500: boom'));
});

it('follows the emulator to the current key of a reloaded function', async () => {
  fetchMock
    .mockResolvedValueOnce(new Response('Function us-central1-echo-0 does not exist, valid functions are: us-central1-echo-1', { status: 404 }))
    .mockResolvedValue(new Response('{}'));
  const d = delivery();
  d.onChange(change(null, ['p', 'a'], 1), 'e2e-w1');
  await d.idle();
  expect(sent().map(({ url }) => url.split('/').pop())).toEqual(['us-central1-echo-0', 'us-central1-echo-1']);
  expect(d.triggers[0]!.key).toBe('us-central1-echo-1');
});

it('fires nothing before it is configured, nor for an undo after a disk failure', async () => {
  const d = new TriggerDelivery({ log: jest.fn() });
  d.onChange(change(null, ['p', 'a'], 1), 'e2e-w1');
  const configured = delivery();
  configured.onChange({ ...change(null, ['p', 'a'], 1), undoneAfter: 1 }, 'e2e-w1');
  await Promise.all([d.idle(), configured.idle()]);
  expect(fetchMock).not.toHaveBeenCalled();
});
