// The deploy's plan for a sample project: the exact commands in order, and the files made from the sites list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appCheckProblem, deployPlan } from './deploy';
import { contentSecurityPolicy, hostingConfig } from './deploy/generate';
import { parseSites, readSites } from './deploy/sites';

const root = path.join(__dirname, '..');
const plan = deployPlan('salon-las-flores', readSites());
interface HostingFiles {
  targets: unknown;
  projects: unknown;
  remotes: unknown;
  timeoutMs: number;
  hosting: { headers: { headers: { key: string; value: string }[] }[] }[];
}
const file = (name: string) => JSON.parse(plan.files.find((candidate) => candidate.path === name)!.content) as HostingFiles;

it('runs the secrets check, the rules, the build and the releases, then deploys remotes, rules, functions and host', () => {
  expect(plan.steps.map((step) => step.command.join(' ') + (step.optional ? ' (opcional)' : ''))).toEqual([
    'npx firebase functions:secrets:get GEMINI_API_KEY --project salon-las-flores',
    'npx firebase functions:secrets:get MERCADOPAGO_ACCESS_TOKEN --project salon-las-flores (opcional)',
    'npx firebase functions:secrets:get MERCADOPAGO_WEBHOOK_SECRET --project salon-las-flores (opcional)',
    'npm run rules',
    'npx jest scripts/rules shared-libs/schema --selectProjects unit',
    'npm run build',
    'npx tsx scripts/release.ts origins .deploy/remotes.json',
    'npx tsx scripts/release.ts release catalog --no-build',
    'npx tsx scripts/release.ts release calendar --no-build',
    'npx tsx scripts/release.ts release chat --no-build',
    'npx tsx scripts/release.ts release backoffice --no-build',
    'npx firebase deploy --only hosting:catalog,hosting:calendar,hosting:chat,hosting:backoffice --project salon-las-flores',
    'npx firebase deploy --only database --project salon-las-flores',
    'npx firebase deploy --only functions --project salon-las-flores',
    'npx firebase deploy --only hosting:host --project salon-las-flores',
  ]);
});

it('writes the project’s Hosting targets beside the demo project’s', () => {
  expect(file('.firebaserc').targets).toEqual({
    'demo-salon': {
      hosting: {
        host: ['demo-salon'],
        catalog: ['demo-salon-catalog'],
        calendar: ['demo-salon-calendar'],
        chat: ['demo-salon-chat'],
        backoffice: ['demo-salon-backoffice'],
      },
    },
    'salon-las-flores': {
      hosting: { host: ['salon'], catalog: ['salon-catalog'], calendar: ['salon-calendar'], chat: ['salon-chat'], backoffice: ['salon-backoffice'] },
    },
  });
  expect(file('.firebaserc').projects).toEqual({ default: 'demo-salon' });
});

it('writes the production remotes.json: each remote at its site', () => {
  expect(file('.deploy/remotes.json')).toEqual({
    timeoutMs: 15000,
    remotes: {
      catalog: 'https://salon-catalog.web.app/remoteEntry.js',
      calendar: 'https://salon-calendar.web.app/remoteEntry.js',
      chat: 'https://salon-chat.web.app/remoteEntry.js',
      backoffice: 'https://salon-backoffice.web.app/remoteEntry.js',
    },
  });
});

it('gives every site the one CSP, naming the remotes’ origins from the list', () => {
  const other = parseSites({ ...readSites(), chat: { site: 'flores-chat', origin: 'https://chat.salon.com.ar' } });
  const csp = contentSecurityPolicy(other);
  expect(csp.split('; ').find((directive) => directive.startsWith('font-src'))).toBe(
    "font-src 'self' data: https://salon-catalog.web.app https://salon-calendar.web.app https://chat.salon.com.ar https://salon-backoffice.web.app",
  );
  const policies = file('firebase.json').hosting.map((site) => site.headers[0]!.headers.find((header) => header.key === 'Content-Security-Policy')!.value);
  expect(new Set(policies)).toEqual(new Set([contentSecurityPolicy(readSites())]));
});

it('the committed firebase.json is the one the sites list makes', () => {
  const committed = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { hosting: unknown };
  expect(committed.hosting).toEqual(hostingConfig(readSites()));
});

it('refuses a list with an origin that is not https, in Spanish', () => {
  expect(() => parseSites({ ...readSites(), catalog: { site: 'salon-catalog', origin: 'http://salon-catalog.web.app' } })).toThrow(
    'scripts/deploy/sites.json no es válido: catalog.origin: un origen https sin ruta',
  );
});

it('refuses to enforce App Check in the functions when the build would not send its tokens', () => {
  expect(appCheckProblem('SALON_APP_CHECK=enforce\n', undefined)).toBe(
    '✘ functions/.env tiene SALON_APP_CHECK=enforce pero falta SALON_APP_CHECK_SITE_KEY: el sitio no mandaría tokens de App Check y las funciones rechazarían sus llamadas (README, "Pointing at a real Firebase project").',
  );
  expect(appCheckProblem('SALON_APP_CHECK=enforce\n', '6Lc-sitio')).toBeNull();
  expect(appCheckProblem('ASKAI_LIMIT_PER_MINUTE=5\n', undefined)).toBeNull();
  expect(appCheckProblem('', undefined)).toBeNull();
});

it('rewrites the host’s public routes to renderPage in the functions’ region and leaves their files out of the upload', () => {
  const host = (file('firebase.json').hosting as unknown as { target: string; ignore: string[]; rewrites: object[] }[]).find((site) => site.target === 'host')!;
  expect(host.rewrites.slice(0, 3)).toEqual([
    { source: '/', function: { functionId: 'renderPage', region: 'us-central1' } },
    { source: '/precios', function: { functionId: 'renderPage', region: 'us-central1' } },
    { source: '/precios7', function: { functionId: 'renderPage', region: 'us-central1' } },
  ]);
  expect(host.rewrites.at(-1)).toEqual({ source: '**', destination: '/app.html' });
  expect(host.rewrites).toHaveLength(24);
  expect(host.ignore.slice(0, 5)).toEqual(['firebase.json', '**/.*', '**/node_modules/**', 'index.html', 'precios.html']);
  expect(host.ignore).toContain('calendario.html');
  expect(host.ignore).not.toContain('app.html');
});

describe('the Cache-Control each answer of the host gets (Hosting applies every matching rule, the last one winning)', () => {
  const host = hostingConfig(readSites())[0] as { headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[] };
  const glob = (pattern: string, file: string) =>
    pattern === '**' || (pattern === '**/@(remoteEntry*.js|remotes.json|*.html)' && /(^|\/)(remoteEntry[^/]*\.js|remotes\.json|[^/]*\.html)$/.test(file));
  const cacheControl = (file: string) =>
    host.headers
      .filter((rule) => (rule.regex ? new RegExp(rule.regex).test(file) : glob(rule.source!, file)))
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === 'Cache-Control')
      .at(-1)?.value;

  it.each([
    ['/', 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'],
    ['/precios', 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'],
    ['/calendario', 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'],
    ['/presupuesto/un-id', 'no-cache'],
    ['/preciosviejos', 'no-cache'],
    ['/app.html', 'no-cache'],
    ['/remotes.json', 'no-cache'],
    ['/main.js', 'no-cache'],
    ['/firebase.76afd40c.js', 'public, max-age=31536000, immutable'],
  ])('%s: %s', (file, expected) => {
    expect(cacheControl(file)).toBe(expected);
  });
});
