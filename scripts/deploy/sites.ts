// The five Hosting sites, declared once in sites.json: each site's id and its production origin. The deploy's
// targets (.firebaserc), each site's Content-Security-Policy (firebase.json) and the host's remotes.json come
// from this list, so they cannot drift apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

const siteSchema = v.strictObject({
  /** The Hosting site's id in the project (https://<site>.web.app). */
  site: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,61}[a-z0-9]$/, 'un id de sitio de Hosting')),
  /** Where visitors reach it: https, no path. */
  origin: v.pipe(v.string(), v.regex(/^https:\/\/[a-z0-9.-]+(:[0-9]+)?$/, 'un origen https sin ruta')),
});

export const sitesSchema = v.strictObject({
  host: siteSchema,
  catalog: siteSchema,
  calendar: siteSchema,
  chat: siteSchema,
  backoffice: siteSchema,
});

export type Sites = v.InferOutput<typeof sitesSchema>;
export type SiteTarget = keyof Sites;
export const SITE_TARGETS: readonly SiteTarget[] = ['host', 'catalog', 'calendar', 'chat', 'backoffice'];
export const REMOTE_TARGETS = SITE_TARGETS.filter((target) => target !== 'host') as readonly Exclude<SiteTarget, 'host'>[];

export const SITES_FILE = path.join(__dirname, 'sites.json');

export function parseSites(raw: unknown): Sites {
  const result = v.safeParse(sitesSchema, raw);
  if (!result.success) {
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(raíz)'}: ${issue.message}`).join('; ');
    throw new Error(`scripts/deploy/sites.json no es válido: ${issues}`);
  }
  return result.output;
}

export function readSites(file = SITES_FILE): Sites {
  return parseSites(JSON.parse(readFileSync(file, 'utf8')));
}
