// `npm run deploy -- --project <id>`: the whole site to a Firebase project, from the sites list
// (scripts/deploy/sites.json): writes firebase.json's hosting section, the project's Hosting targets and the host's
// remotes.json from it, checks the secrets, generates and tests the rules, builds, then deploys the remotes
// first (each as a release, scripts/release.ts), then the host, the rules and the functions.
// `--plan` prints every command and generated file and changes nothing; `--config-only` writes firebase.json alone
// (docs/deploying.md).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firebaseJson, firebaseRc, remotesJson } from './deploy/generate';
import { REMOTE_TARGETS, readSites, type Sites } from './deploy/sites';
import { repoRoot } from './lib/processes';

export interface Step {
  command: string[];
  /** A failure only warns (an optional secret). */
  optional?: boolean;
}

export interface DeployPlan {
  files: { path: string; content: string }[];
  steps: Step[];
}

/** Where the generated production remotes.json is kept for the release step (git-ignored). */
export const MANIFEST_FILE = '.deploy/remotes.json';
export const REQUIRED_SECRETS = ['GEMINI_API_KEY'];
export const OPTIONAL_SECRETS = ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'];

const readJson = (file: string) => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {});

export function deployPlan(project: string, sites: Sites, root = repoRoot): DeployPlan {
  const firebase = (args: string[]) => ['npx', 'firebase', ...args, '--project', project];
  const secret = (name: string, optional: boolean): Step => ({ command: firebase(['functions:secrets:get', name]), optional });
  return {
    files: [
      { path: 'firebase.json', content: firebaseJson(readJson(path.join(root, 'firebase.json')), sites) },
      { path: '.firebaserc', content: firebaseRc(readJson(path.join(root, '.firebaserc')), project, sites) },
      { path: MANIFEST_FILE, content: remotesJson(sites) },
    ],
    steps: [
      ...REQUIRED_SECRETS.map((name) => secret(name, false)),
      ...OPTIONAL_SECRETS.map((name) => secret(name, true)),
      { command: ['npm', 'run', 'rules'] },
      { command: ['npx', 'jest', 'scripts/rules', 'shared-libs/schema', '--selectProjects', 'unit'] },
      { command: ['npm', 'run', 'build'] },
      { command: ['npx', 'tsx', 'scripts/release.ts', 'origins', MANIFEST_FILE] },
      ...REMOTE_TARGETS.map((name) => ({ command: ['npx', 'tsx', 'scripts/release.ts', 'release', name, '--no-build'] })),
      { command: firebase(['deploy', '--only', REMOTE_TARGETS.map((name) => `hosting:${name}`).join(',')]) },
      // The rules, then the functions (renderPage among them, its bundle made from this build), then the host,
      // whose public routes are rewritten to renderPage: the new host never names what is not deployed yet.
      { command: firebase(['deploy', '--only', 'database']) },
      { command: firebase(['deploy', '--only', 'functions']) },
      { command: firebase(['deploy', '--only', 'hosting:host']) },
    ],
  };
}

/**
 * Enforcing App Check in the functions (SALON_APP_CHECK=enforce in functions/.env) refuses every call without a
 * token: the build must then start App Check (SALON_APP_CHECK_SITE_KEY, shared-libs/firebase/src/config.ts).
 */
export function appCheckProblem(functionsEnv: string, siteKey: string | undefined): string | null {
  const enforced = /^\s*SALON_APP_CHECK\s*=\s*["']?enforce["']?\s*$/m.test(functionsEnv);
  if (!enforced || (siteKey ?? '').trim() !== '') return null;
  return '✘ functions/.env tiene SALON_APP_CHECK=enforce pero falta SALON_APP_CHECK_SITE_KEY: el sitio no mandaría tokens de App Check y las funciones rechazarían sus llamadas (README, "Pointing at a real Firebase project").';
}

const shown = (step: Step) => step.command.join(' ') + (step.optional ? '   (opcional)' : '');

function printPlan(plan: DeployPlan): void {
  console.log('Archivos que se generan:');
  for (const file of plan.files) console.log(`\n--- ${file.path}\n${file.content}`);
  console.log('Comandos, en orden:');
  plan.steps.forEach((step, index) => console.log(`${String(index + 1).padStart(2)}. ${shown(step)}`));
}

/** Writes the generated files, formatted as the repository keeps them (prettier), so a deploy leaves no diff. */
function writeFiles(files: DeployPlan['files']): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(repoRoot, file.path)), { recursive: true });
    writeFileSync(path.join(repoRoot, file.path), file.content);
  }
  spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', ...files.map((file) => file.path)], { cwd: repoRoot, stdio: 'inherit' });
}

function execute(plan: DeployPlan, project: string): number {
  if (process.env.FIREBASE_PROJECT_ID !== project) {
    console.error(
      `✘ FIREBASE_PROJECT_ID (${process.env.FIREBASE_PROJECT_ID ?? 'sin definir'}) no es ${project}: el build usaría otro proyecto (README, "Configuration").`,
    );
    return 1;
  }
  const functionsEnv = path.join(repoRoot, 'functions/.env');
  const problem = appCheckProblem(existsSync(functionsEnv) ? readFileSync(functionsEnv, 'utf8') : '', process.env.SALON_APP_CHECK_SITE_KEY);
  if (problem) {
    console.error(problem);
    return 1;
  }
  writeFiles(plan.files);
  for (const step of plan.steps) {
    console.log(`→ ${shown(step)}`);
    const [command, ...args] = step.command;
    const result = spawnSync(command!, args, { cwd: repoRoot, stdio: 'inherit' });
    if (result.status === 0) continue;
    if (step.optional) {
      console.warn(`  (falta; opcional: ${step.command.join(' ')})`);
      continue;
    }
    console.error(`✘ Falló: ${step.command.join(' ')}`);
    return 1;
  }
  return 0;
}

function main(argv: string[]): number {
  const projectIndex = argv.indexOf('--project');
  const project = projectIndex >= 0 ? argv[projectIndex + 1] : undefined;
  if (!project || project.startsWith('--')) {
    console.error('usage: npm run deploy -- --project <id> [--plan | --config-only]');
    return 1;
  }
  const plan = deployPlan(project, readSites());
  if (argv.includes('--config-only')) {
    writeFiles(plan.files.filter((file) => file.path === 'firebase.json'));
    return 0;
  }
  if (argv.includes('--plan')) {
    printPlan(plan);
    return 0;
  }
  return execute(plan, project);
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
