// The pure part of the database triggers: the emulator's listing, ref patterns, which nodes a write changed and
// the CloudEvent firebase-functions reads (its applyChange turns data + delta into the new value).
import { currentKey } from './triggerDelivery';
import { changedMatches, compileRef, CREATED, DELETED, deltaOf, eventBody, fires, instanceMatches, triggersFromBackends, UPDATED, WRITTEN } from './triggers';
import { applyUpdates, normalize, setNode, toPlainValue, type MaybeNode } from './tree';

const tree = (value: unknown): MaybeNode => normalize(value, { now: 0, existing: null });
const plain = (changes: ReturnType<typeof changedMatches>) => changes.map((c) => c.path.join('/'));

/** firebase-functions' applyChange (common/utilities/utils.ts), as the SDK computes event.data.after. */
function applyChange(src: unknown, dest: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && !!v;
  if (!isObject(dest) || !isObject(src)) return dest;
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(src), ...Object.keys(dest)])) {
    if (key in dest) {
      if (dest[key] !== null) out[key] = applyChange(src[key], dest[key]);
    } else if (src[key] !== null) out[key] = src[key];
  }
  return out;
}

describe('triggersFromBackends', () => {
  const listing = {
    backends: [
      {
        functionTriggers: [
          { id: 'us-central1-askAI', platform: 'gcfv2', httpsTrigger: {} },
          {
            id: 'us-central1-figuresOnBudget',
            region: 'us-central1',
            platform: 'gcfv2',
            eventTrigger: { eventType: WRITTEN, eventFilters: {}, eventFilterPathPatterns: { ref: 'presupuestos/{id}', instance: '*' } },
          },
          {
            id: 'us-central1-onlyOne',
            region: 'us-central1',
            platform: 'gcfv2',
            eventTrigger: { eventType: CREATED, eventFilters: { instance: 'demo-salon' }, eventFilterPathPatterns: { ref: 'a/b' } },
          },
          { id: 'us-central1-topic', platform: 'gcfv2', eventTrigger: { eventType: 'google.cloud.pubsub.topic.v1.messagePublished' } },
        ],
      },
    ],
  };

  it('keeps the database triggers with their key, pattern and instance', () => {
    const triggers = triggersFromBackends(listing);
    expect(triggers.map(({ id, key, eventType, ref, instance }) => ({ id, key, eventType, ref, instance }))).toEqual([
      { id: 'us-central1-figuresOnBudget', key: 'us-central1-figuresOnBudget-0', eventType: WRITTEN, ref: 'presupuestos/{id}', instance: '*' },
      { id: 'us-central1-onlyOne', key: 'us-central1-onlyOne-0', eventType: CREATED, ref: 'a/b', instance: 'demo-salon' },
    ]);
  });

  it('skips a pattern it cannot fire, and a listing that is not one', () => {
    const log = jest.fn();
    const bad = {
      backends: [{ functionTriggers: [{ id: 'x', platform: 'gcfv2', eventTrigger: { eventType: WRITTEN, eventFilterPathPatterns: { ref: 'a/{p=**}/b' } } }] }],
    };
    expect(triggersFromBackends(bad, log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(triggersFromBackends(null)).toEqual([]);
  });
});

it('finds the current key in the emulator answer for an unknown one', () => {
  const answer = 'Function us-central1-echo-0 does not exist, valid functions are: us-central1-askAI, us-central1-echo-1, us-central1-echoWrite-1';
  expect(currentKey(answer, 'us-central1-echo')).toBe('us-central1-echo-1');
  expect(currentKey('Not found', 'us-central1-echo')).toBeNull();
});

it('matches instances by name or pattern', () => {
  expect(instanceMatches('*', 'e2e-w1')).toBe(true);
  expect(instanceMatches('demo-salon', 'demo-salon')).toBe(true);
  expect(instanceMatches('demo-salon', 'demo-salon-e2e-0')).toBe(false);
  expect(instanceMatches('demo-salon-{n}', 'demo-salon-e2e-0')).toBe(true);
});

describe('changedMatches', () => {
  const one = compileRef('/presupuestos/{id}')!;
  const before = tree({ presupuestos: { a: { total: 1 }, b: { total: 2 } }, otros: { x: 1 } });

  it('a write inside a matched node changes that node', () => {
    const after = setNode(before, ['presupuestos', 'a', 'total'], tree(5));
    const changes = changedMatches(one, [['presupuestos', 'a', 'total']], before, after);
    expect(plain(changes)).toEqual(['presupuestos/a']);
  });

  it('a write above the pattern changes each matched node that differs, in either version', () => {
    const after = setNode(before, ['presupuestos'], tree({ a: { total: 1 }, c: { total: 3 } }));
    expect(plain(changedMatches(one, [['presupuestos']], before, after)).sort()).toEqual(['presupuestos/b', 'presupuestos/c']);
    const root = setNode(before, [], tree({ otros: { x: 1 } }));
    expect(plain(changedMatches(one, [[]], before, root)).sort()).toEqual(['presupuestos/a', 'presupuestos/b']);
  });

  it('one event per node for an update of many paths; nothing for the same value or another path', () => {
    const after = applyUpdates(before, [
      [['presupuestos', 'a', 'total'], tree(7)],
      [['presupuestos', 'a', 'nota'], tree('x')],
      [['presupuestos', 'b', 'total'], tree(2)],
      [['otros', 'x'], tree(9)],
    ]);
    const paths = [
      ['presupuestos', 'a', 'total'],
      ['presupuestos', 'a', 'nota'],
      ['presupuestos', 'b', 'total'],
      ['otros', 'x'],
    ];
    expect(plain(changedMatches(one, paths, before, after))).toEqual(['presupuestos/a']);
  });

  it('a multi-segment wildcard at the end selects the outermost node below its keys', () => {
    const many = compileRef('registros/{resto=**}')!;
    const start = tree({ registros: { x: { y: 1 } } });
    const after = setNode(start, ['registros', 'x', 'y', 'z'], tree(2));
    expect(plain(changedMatches(many, [['registros', 'x', 'y', 'z']], start, after))).toEqual(['registros/x']);
  });
});

it('tells created, updated and deleted apart', () => {
  const created = { path: ['a'], before: null, after: tree(1) };
  const updated = { path: ['a'], before: tree(1), after: tree(2) };
  const deleted = { path: ['a'], before: tree(1), after: null };
  expect([created, updated, deleted].map((c) => [WRITTEN, CREATED, UPDATED, DELETED].filter((t) => fires(t, c)))).toEqual([
    [WRITTEN, CREATED],
    [WRITTEN, UPDATED],
    [WRITTEN, DELETED],
  ]);
});

describe('the delta gives the new value under firebase-functions applyChange', () => {
  const cases: Array<[string, unknown, unknown]> = [
    ['created', null, { total: 1, items: { a: 1 } }],
    ['deleted', { total: 1 }, null],
    ['a child removed deep down', { total: 1, items: { a: 1, b: { c: 2, d: 3 } } }, { total: 1, items: { b: { c: 2 } } }],
    ['a value becomes an object', { total: 1 }, { total: { neto: 1 } }],
    ['an object becomes a value', { total: { neto: 1 } }, 'x'],
    ['a list shortened', { l: ['a', 'b', 'c'] }, { l: ['a', 'b'] }],
  ];
  it.each(cases)('%s', (_name, old, next) => {
    const body = eventBody(triggersFromBackends({ backends: [{ functionTriggers: [fn()] }] })[0]!, 'e2e-w1', {
      path: ['p', 'k'],
      before: tree(old),
      after: tree(next),
    });
    const data = body.data as { data: unknown; delta: unknown };
    expect(data.data).toEqual(old);
    // As DataSnapshot.val() reads it: objects with array keys become arrays.
    expect(toPlainValue(tree(applyChange(data.data, data.delta)))).toEqual(next);
  });

  it('only what changed travels as the delta', () => {
    expect(deltaOf(tree({ a: 1, b: { c: 2 } }), tree({ a: 1, b: { c: 3 } }))).toEqual({ b: { c: 3 } });
  });
});

const fn = () => ({
  id: 'us-central1-echoWrite',
  region: 'us-central1',
  platform: 'gcfv2',
  eventTrigger: { eventType: WRITTEN, eventFilterPathPatterns: { ref: 'p/{id}', instance: '*' } },
});

it('the event carries what firebase-functions reads', () => {
  const [trigger] = triggersFromBackends({ backends: [{ functionTriggers: [fn()] }] });
  const body = eventBody(trigger!, 'e2e-w1', { path: ['p', 'k'], before: null, after: tree(1) }, new Date('2026-11-10T15:00:00Z'));
  expect(body).toEqual({
    specversion: '1.0',
    id: expect.any(String),
    type: WRITTEN,
    source: '//firebasedatabase.googleapis.com/projects/_/locations/us-central1/instances/e2e-w1',
    subject: 'refs/p/k',
    time: '2026-11-10T15:00:00.000Z',
    datacontenttype: 'application/json',
    data: { data: null, delta: 1 },
    instance: 'e2e-w1',
    ref: 'p/k',
    firebasedatabasehost: 'firebaseio.com',
    location: 'us-central1',
  });
});
