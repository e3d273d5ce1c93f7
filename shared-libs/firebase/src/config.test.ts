import { resolveBackendConfig } from './config';

describe('which Firebase the bundle talks to', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('with no project configured, uses the embedded default on the page host (a phone on the LAN works too)', () => {
    delete process.env.FIREBASE_PROJECT_ID;
    const config = resolveBackendConfig('192.168.1.5');
    expect(config.firebase.projectId).toBe('demo-salon');
    expect(config.firebase.databaseURL).toBe('http://192.168.1.5:9000?ns=demo-salon');
    expect(config.emulators).toEqual({ host: '192.168.1.5', authPort: 9099, databasePort: 9000, functionsPort: 5001 });
  });

  it('with a project configured, talks to it and to no emulator', () => {
    process.env.FIREBASE_PROJECT_ID = 'salon-real';
    process.env.FIREBASE_DATABASE_URL = 'https://salon-real-default-rtdb.firebaseio.com';
    process.env.FIREBASE_API_KEY = 'AIza-public';
    const config = resolveBackendConfig('salon.com.ar');
    expect(config.firebase.projectId).toBe('salon-real');
    expect(config.firebase.databaseURL).toBe('https://salon-real-default-rtdb.firebaseio.com');
    expect(config.emulators).toBeNull();
    expect(config.functionsRegion).toBe('us-central1');
  });
});
