// The HTML of a public page follows the data: an admin changes a price in the back-office and the HTML the site
// serves for /precios (what a link preview, a search engine and the first paint read, before any script runs)
// holds the new price, with no build in between (scripts/render/livePages.ts, as renderPage in production).
// The HTML is fetched raw, as a crawler does; the test waits for the new price in it, never a guessed time.
//
// No fixed clock here: /precios shows the month the server's clock is in, so the test reads that month from the
// served page's heading and edits that month's cell in the back-office (also on the real clock, same season).
import { expect, test } from '@playwright/test';
import { DESKTOP, SITE_URL, STAFF, signInAs } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';
import { testNamespace } from '../../../scripts/lib/ports';
import { BACKOFFICE_URL } from './staffPages';

const e2e = useE2eBrowser();

/** The HTML the site serves for /precios, for this worker's database namespace. */
async function servedPrecios(): Promise<string> {
  const response = await fetch(`${SITE_URL}/precios?ns=${testNamespace()}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
  return response.text();
}

/** The month /precios shows, from its heading: "Precios · Diciembre 2026" → "Diciembre 2026". */
function shownMonth(html: string): { label: string; page: number } {
  const heading = /<h1 id="salon-page-title">([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '') ?? '';
  const label = heading.replace(/^Precios · /, '');
  const months = ['julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre', 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio'];
  const index = months.indexOf(label.split(' ')[0]!.toLowerCase());
  expect({ heading, found: index >= 0 }).toEqual({ heading, found: true });
  return { label, page: index + 7 };
}

test('an admin changes this month’s 3-hour rent and the served HTML of /precios shows the new price', async () => {
  const db = adminDb();
  const { label, page } = shownMonth(await servedPrecios());
  const key = `datosId/8/b_precio_3hs_${page}`;
  const original = ((await db.ref(key).get()).val() ?? null) as unknown;
  await db.ref(key).set(150_000);
  const { context, page: staff, errors } = await e2e.openPage(DESKTOP);
  try {
    // The database's change reaches the served HTML: the page is rendered again with it.
    await expect.poll(servedPrecios, { timeout: 20_000 }).toContain('$ 150.000');
    expect(await servedPrecios()).not.toContain('$ 173.400');

    await signInAs(staff, STAFF.admin.email, STAFF.admin.password, '/login', BACKOFFICE_URL);
    await staff.waitForURL('**/admin');
    const cell = staff.getByLabel(new RegExp(`^Alquiler del salón x 3 hs, ${label}$`, 'i'));
    await expect(cell).toHaveValue('150.000', { timeout: 20_000 });
    await cell.fill('173.400');
    await staff.getByRole('button', { name: 'Guardar precios' }).click();
    await staff.getByText('Se guardó 1 precio.').waitFor({ timeout: 20_000 });
    expect((await db.ref(key).get()).val()).toBe(173_400);

    // The raw HTML, before any script: the new price is in it, the old one is gone from that cell.
    await expect.poll(servedPrecios, { timeout: 20_000 }).toContain('$ 173.400');
    const html = await servedPrecios();
    expect(html).toContain(`Precios · ${label}`);
    expect(JSON.parse(/<script id="salon-datos" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!)['datosId/8'][`b_precio_3hs_${page}`]).toBe(
      173_400,
    );
    expect(errors).toEqual([]);
  } finally {
    await db.ref(key).set(original);
    await context.close();
  }
});
