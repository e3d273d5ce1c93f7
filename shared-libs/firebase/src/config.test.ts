import { appCheckChoice, resolveBackendConfig } from './config';
import { functionUrl, inTestNamespace } from './data/functionUrl';

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

  it('under test, the embedded default uses the worker’s database namespace, and function calls name it', () => {
    delete process.env.FIREBASE_PROJECT_ID;
    const config = resolveBackendConfig('localhost', 'demo-salon-e2e-1');
    expect(config.firebase.databaseURL).toBe('http://localhost:9000?ns=demo-salon-e2e-1');
    expect(inTestNamespace(functionUrl(config, 'clientBudget'), config)).toBe('http://localhost:5001/demo-salon/us-central1/clientBudget?ns=demo-salon-e2e-1');
    expect(inTestNamespace('http://localhost:5001/demo-salon/us-central1/clientBudget?token=abc', config)).toBe(
      'http://localhost:5001/demo-salon/us-central1/clientBudget?token=abc&ns=demo-salon-e2e-1',
    );
  });

  it('a namespace that is not a name is ignored: the demo project’s database', () => {
    delete process.env.FIREBASE_PROJECT_ID;
    const config = resolveBackendConfig('localhost', '../otra?x=1');
    expect(config.firebase.databaseURL).toBe('http://localhost:9000?ns=demo-salon');
    expect(inTestNamespace('http://localhost:5001/demo-salon/us-central1/askAI', config)).toBe('http://localhost:5001/demo-salon/us-central1/askAI');
  });

  it('a real project never takes a test namespace, and its functions are the deployed ones', () => {
    process.env.FIREBASE_PROJECT_ID = 'salon-real';
    process.env.FIREBASE_DATABASE_URL = 'https://salon-real-default-rtdb.firebaseio.com';
    const config = resolveBackendConfig('salon.com.ar', 'demo-salon-e2e-1');
    expect(config.firebase.databaseURL).toBe('https://salon-real-default-rtdb.firebaseio.com');
    expect(inTestNamespace(functionUrl(config, 'askAI'), config)).toBe('https://us-central1-salon-real.cloudfunctions.net/askAI');
  });

  it('App Check: none in the embedded default, even with a site key set (it never leaves this machine)', () => {
    delete process.env.FIREBASE_PROJECT_ID;
    process.env.SALON_APP_CHECK_SITE_KEY = '6Lc-sitio';
    expect(resolveBackendConfig('localhost').appCheck).toBeNull();
  });

  it('App Check: none for a real project without a site key (not configured: nothing changes)', () => {
    process.env.FIREBASE_PROJECT_ID = 'salon-real';
    delete process.env.SALON_APP_CHECK_SITE_KEY;
    expect(resolveBackendConfig('salon.com.ar').appCheck).toBeNull();
  });

  it('App Check: reCAPTCHA Enterprise with the site key on the deployed site', () => {
    process.env.FIREBASE_PROJECT_ID = 'salon-real';
    process.env.SALON_APP_CHECK_SITE_KEY = ' 6Lc-sitio ';
    expect(resolveBackendConfig('salon.com.ar').appCheck).toEqual({ provider: 'recaptcha-enterprise', siteKey: '6Lc-sitio' });
  });

  it('App Check: the debug provider with the emulators or on a page of this machine', () => {
    process.env.FIREBASE_PROJECT_ID = 'salon-real';
    process.env.SALON_APP_CHECK_SITE_KEY = '6Lc-sitio';
    process.env.SALON_USE_EMULATORS = 'true';
    expect(resolveBackendConfig('192.168.1.5').appCheck).toEqual({ provider: 'debug', siteKey: '6Lc-sitio' });
    expect(appCheckChoice('salon-real', '6Lc-sitio', false, 'localhost')).toEqual({ provider: 'debug', siteKey: '6Lc-sitio' });
    expect(appCheckChoice('salon-real', '6Lc-sitio', false, '127.0.0.1')).toEqual({ provider: 'debug', siteKey: '6Lc-sitio' });
    expect(appCheckChoice('salon-real', '6Lc-sitio', false, 'salon-real.web.app')).toEqual({ provider: 'recaptcha-enterprise', siteKey: '6Lc-sitio' });
  });
});
