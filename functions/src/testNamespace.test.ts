import { namespaceDatabaseUrl, requestedNamespace } from './testNamespace';

describe('the database namespace a request names', () => {
  const emulator = { FUNCTIONS_EMULATOR: 'true' };

  it('is honoured under the emulator', () => {
    expect(requestedNamespace({ ns: 'demo-salon-e2e-1' }, emulator)).toBe('demo-salon-e2e-1');
    expect(namespaceDatabaseUrl('demo-salon-e2e-1')).toBe('https://demo-salon-e2e-1.firebaseio.com');
  });

  it('is ignored by a deployed function: it always works on the project’s own database', () => {
    expect(requestedNamespace({ ns: 'demo-salon-e2e-1' }, {})).toBeNull();
    expect(requestedNamespace({ ns: 'demo-salon-e2e-1' }, { FUNCTIONS_EMULATOR: 'false' })).toBeNull();
  });

  it('is ignored when it is not a namespace name', () => {
    expect(requestedNamespace({ ns: '../otra' }, emulator)).toBeNull();
    expect(requestedNamespace({ ns: 'Mayúsculas' }, emulator)).toBeNull();
    expect(requestedNamespace({ ns: ['a', 'b'] }, emulator)).toBeNull();
    expect(requestedNamespace({}, emulator)).toBeNull();
    expect(requestedNamespace(undefined, emulator)).toBeNull();
  });
});
