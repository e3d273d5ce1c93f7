// A remote deployed alone reaches visitors on their next page load, prerendered pages included: the host is
// neither rebuilt nor redeployed. The catalog's build, with a text changed, goes into a folder of its own,
// and the browser gets it wherever it asks the catalog's address (what a new deploy of the catalog alone
// would serve). The prerendered /precios still carries the old text; the new remote must win.
import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PORTS } from '../../scripts/lib/ports';
import { repoRoot } from '../../scripts/lib/processes';
import { SITE_URL } from '../../scripts/testing/browser';
import { useE2eBrowser } from '../../scripts/testing/e2eSetup';
import { rewrittenBuild, serveBuildAt } from '../../scripts/testing/rewrittenBuild';

const e2e = useE2eBrowser();
const OLD_TEXT = 'Calculá el total de tu fiesta';
const NEW_TEXT = 'Armá tu presupuesto en un minuto';

let newCatalog: string;

test.beforeAll(() => {
  // The catalog's deploy with one text changed: its build with that text rewritten in its code.
  newCatalog = rewrittenBuild(path.join(repoRoot, 'remotes/catalog/dist'), [{ what: `the text "${OLD_TEXT}"`, from: new RegExp(OLD_TEXT, 'g'), to: NEW_TEXT }]);
});

test.afterAll(() => rmSync(newCatalog, { recursive: true, force: true }));

test('shows the new text of a catalog deployed alone on the next load of a prerendered page', async () => {
  const { context, page } = await e2e.openPage();
  const prerendered = await (await fetch(SITE_URL + '/precios')).text();
  expect(prerendered).toContain(OLD_TEXT);

  // Today's catalog: the prerendered text, then the same text from the running remote.
  await page.goto(SITE_URL + '/precios');
  await page.getByRole('link', { name: OLD_TEXT }).waitFor({ timeout: 20000 });

  // The catalog is redeployed alone: its address now serves the new build.
  await serveBuildAt(page, PORTS.catalog, newCatalog);
  await page.reload();
  await page.getByRole('link', { name: NEW_TEXT }).waitFor({ timeout: 20000 });
  await expect(page.getByRole('link', { name: OLD_TEXT })).toHaveCount(0);
  // The rest of the page is still the host's, and live.
  await expect(page.locator('[data-field="a_precio_4hs_"]').first().textContent()).resolves.toMatch(/^\$ \d/);
  await context.close();
});
