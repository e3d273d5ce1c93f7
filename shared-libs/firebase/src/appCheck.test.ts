// App Check starts only where the build configures it: the embedded default and a build without a site key never
// load it; a production build uses reCAPTCHA Enterprise with the site key; a local one, the SDK's debug provider.
import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck } from 'firebase/app-check';
import type { BackendConfig } from './config';

jest.mock('firebase/app-check', () => ({
  initializeAppCheck: jest.fn(),
  ReCaptchaEnterpriseProvider: jest.fn().mockImplementation((siteKey: string) => ({ siteKey })),
}));

type AppModule = typeof import('./app');
type DebugTokenGlobal = { FIREBASE_APPCHECK_DEBUG_TOKEN?: boolean | string };

const real: BackendConfig = {
  firebase: { apiKey: 'AIza-public', projectId: 'salon-real', databaseURL: 'https://salon-real-default-rtdb.firebaseio.com', appId: '1:2:web:3' },
  functionsRegion: 'us-central1',
  emulators: null,
  testNamespace: null,
  appCheck: null,
};

/** A fresh page: its own Firebase app, configured with `config`; resolves once App Check is started (or not). */
async function pageWith(config: BackendConfig) {
  let app!: AppModule;
  // A page's own modules (its Firebase app among them); the SDK's mock is the file's, loaded on demand as the page does.
  jest.isolateModules(() => {
    app = jest.requireActual<AppModule>('./app');
  });
  jest.mocked(initializeAppCheck).mockClear();
  app.configureBackend(config);
  const firebaseApp: FirebaseApp = app.getFirebaseApp();
  await app.appCheckReady(firebaseApp);
  return { sdk: { initializeAppCheck }, firebaseApp };
}

afterEach(() => delete (globalThis as DebugTokenGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN);

describe('App Check on the page', () => {
  it('is not started when not configured', async () => {
    const { sdk } = await pageWith(real);
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
  });

  it('in production, uses reCAPTCHA Enterprise with the build’s site key, refreshing its token', async () => {
    const { sdk, firebaseApp } = await pageWith({ ...real, appCheck: { provider: 'recaptcha-enterprise', siteKey: '6Lc-sitio' } });
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAppCheck).toHaveBeenCalledWith(firebaseApp, { provider: { siteKey: '6Lc-sitio' }, isTokenAutoRefreshEnabled: true });
    expect((globalThis as DebugTokenGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });

  it('locally, switches the SDK to its debug provider before starting it', async () => {
    const { sdk } = await pageWith({ ...real, appCheck: { provider: 'debug', siteKey: '6Lc-sitio' } });
    expect((globalThis as DebugTokenGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN).toBe(true);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
  });
});
