// The back-office in Chromium: who may open the staff pages, and an admin raising prices that the public
// price page shows live. The admin side runs on the composed site by default; SALON_BACKOFFICE_URL points it
// at the back-office's own deployment (http://localhost:8084) — same database, same rules.
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, SITE_URL, STAFF, signInAs } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';
import { BACKOFFICE_URL, MIGRACION_SIGN_IN_LINK, signInAsAdmin } from './staffPages';

const e2e = useE2eBrowser();

test.describe('who may open the staff pages', () => {
  for (const path of ['/admin', '/configuracion']) {
    test(`a visitor who opens ${path} is sent to /login, and back there after signing in`, async () => {
      const { context, page } = await e2e.openPage();
      await page.goto(SITE_URL + path);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Ingreso del personal' }).waitFor();
      await page.getByLabel('Correo electrónico').fill(STAFF.admin.email);
      await page.getByLabel('Contraseña').fill(STAFF.admin.password);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await page.waitForURL(`**${path}`);
      await page.getByTestId('backoffice-session-email').waitFor({ timeout: 20000 });
      await context.close();
    });
  }

  test('a visitor reads the migration guide on /migracion; export and import appear only after signing in as an admin', async () => {
    const { context, page } = await e2e.openPage();
    await page.goto(SITE_URL + '/migracion');
    await page.getByRole('heading', { name: 'Cómo pasar la base de datos del sitio anterior' }).waitFor({ timeout: 20000 });
    await expect(page.getByText('Exportar e importar datos es solo para administradores.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar datos' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ingresá como administrador' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Correo electrónico').fill(STAFF.admin.email);
    await page.getByLabel('Contraseña').fill(STAFF.admin.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL('**/migracion');
    await page.getByRole('button', { name: 'Exportar datos' }).waitFor({ timeout: 20000 });
    await context.close();
  });

  test('the recibos user cannot open /admin or /configuracion, nor export or import on /migracion', async () => {
    const { context, page } = await e2e.openPage();
    await signInAs(page, STAFF.recibos.email, STAFF.recibos.password, '/loginReciboPage');
    await page.waitForURL('**/recibo');
    const menu = page.getByRole('navigation', { name: 'Secciones del personal' });
    await menu.getByRole('link', { name: 'Recibos' }).waitFor({ timeout: 20000 });
    await expect(menu.getByRole('link').allTextContents()).resolves.toEqual(['Recibos']);
    for (const path of ['/admin', '/configuracion']) {
      await page.goto(SITE_URL + path);
      await page.getByText('no tiene permiso para ver esta página').waitFor({ timeout: 20000 });
      await expect(page.getByLabel('Precios de la temporada')).toHaveCount(0);
    }
    await page.goto(SITE_URL + '/migracion');
    await page.getByText('no tiene permiso para exportar ni importar datos').waitFor({ timeout: 20000 });
    await expect(page.getByRole('heading', { name: 'Cómo pasar la base de datos del sitio anterior' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exportar datos' })).toHaveCount(0);
    await context.close();
  });

  test('a wrong password gets a Spanish message on /loginReciboPage', async () => {
    const { context, page } = await e2e.openPage();
    await signInAs(page, STAFF.recibos.email, 'otra-clave', '/loginReciboPage');
    await page.getByText('Correo o contraseña incorrectos.').waitFor({ timeout: 20000 });
    await context.close();
  });
});

test.describe('prices', () => {
  // June 2027 (/precios18) on the fixed clock's season (July 2026 – June 2027): a month other tests do not read
  // as "the current month". Its 3-hour rent is set to $ 150.000 here; 10 % up, rounded to 100: $ 165.000.
  const RENT_KEY = 'b_precio_3hs_18';

  test('an admin raises a month by 10 % and /precios18 shows the new prices live', async () => {
    const db = adminDb();
    const original = ((await db.ref(`datosId/8/${RENT_KEY}`).get()).val() ?? null) as unknown;
    await db.ref(`datosId/8/${RENT_KEY}`).set(150_000);

    const { context: visitorContext, page: visitor } = await e2e.openPage(PHONE);
    const { context: staffContext, page: staff, errors } = await e2e.openPage(DESKTOP);
    await fixClock(visitorContext);
    await fixClock(staffContext);
    try {
      await visitor.goto(`${SITE_URL}/precios18`);
      await visitor.getByText('$ 150.000').first().waitFor({ timeout: 20000 });

      await signInAs(staff, STAFF.admin.email, STAFF.admin.password, '/login', BACKOFFICE_URL);
      await staff.waitForURL('**/admin');
      const cell = staff.getByLabel('Alquiler del salón x 3 hs, Junio 2027');
      await cell.waitFor({ timeout: 20000 });

      // A typing error is shown next to the cell and nothing is saved; what was typed stays.
      await cell.fill('mucho');
      await staff.getByRole('button', { name: 'Guardar precios' }).click();
      await staff.getByText('Escribí un monto, por ejemplo 150.000.').waitFor();
      await expect(cell).toHaveValue('mucho');
      expect((await db.ref(`datosId/8/${RENT_KEY}`).get()).val()).toBe(150_000);
      await cell.fill('$ 150.000'); // accepted as typed

      await staff.getByLabel('Desde el mes').selectOption('18');
      await staff.getByLabel('Hasta el mes').selectOption('18');
      await staff.getByLabel('Porcentaje').fill('10');
      await staff.getByLabel('Redondeo').selectOption('100');
      await staff.getByRole('button', { name: 'Aplicar aumento' }).click();
      await expect(cell).toHaveValue('165.000');
      await staff.getByRole('button', { name: 'Guardar precios' }).click();
      await staff.getByText(/Se guardaron? \d+ precios?\./).waitFor({ timeout: 20000 });

      // The visitor's page changes without a reload.
      await visitor.getByText('$ 165.000').first().waitFor({ timeout: 20000 });
      expect((await db.ref(`datosId/8/${RENT_KEY}`).get()).val()).toBe(165_000);
      expect(errors).toEqual([]);
    } finally {
      await db.ref(`datosId/8/${RENT_KEY}`).set(original);
      await visitorContext.close();
      await staffContext.close();
    }
  });
});

test.describe("the hall's facts", () => {
  test('an admin edits them in "El salón" (a wrong capacity is named and nothing is saved) and /Plano shows them live', async () => {
    const db = adminDb();
    const original = (await db.ref('config/salon').get()).val() as unknown;
    const { context: visitorContext, page: visitor } = await e2e.openPage(PHONE);
    const { context: staffContext, page: staff, errors } = await e2e.openPage(DESKTOP);
    try {
      await visitor.goto(`${SITE_URL}/Plano`);
      const shown = visitor.getByRole('region', { name: 'El salón' });
      await shown.getByText('Hasta 150 invitados').waitFor({ timeout: 20000 });

      await signInAs(staff, STAFF.admin.email, STAFF.admin.password, '/login', BACKOFFICE_URL);
      await staff.waitForURL('**/admin');
      const section = staff.getByRole('region', { name: 'El salón' });
      const capacity = section.getByLabel('Capacidad (invitados)');
      await expect(capacity.inputValue({ timeout: 20000 })).resolves.toBe('150');

      // A capacity that is not a whole number of 1 to 2.000 is named next to the field; nothing is saved, nothing typed is lost.
      await capacity.fill('3000');
      await section.getByLabel('Política de cancelación').fill('Hasta 15 días antes se devuelve la seña.');
      await section.getByRole('button', { name: 'Guardar datos del salón' }).click();
      await section.getByText('Escribí un número entero de invitados, de 1 a 2.000.').waitFor();
      await expect(capacity).toHaveValue('3000');
      expect((await db.ref('config/salon/capacidad').get()).val()).toBe(150);

      await capacity.fill('180');
      await section.getByLabel('Enlace del mapa (opcional)').fill('https://maps.app.goo.gl/salonDemo');
      await section.getByRole('button', { name: 'Guardar datos del salón' }).click();
      await staff.getByText('Se guardaron los datos del salón.').waitFor({ timeout: 20000 });

      // The visitor's page changes without a reload, the map link included.
      await shown.getByText('Hasta 180 invitados').waitFor({ timeout: 20000 });
      await shown.getByText('Hasta 15 días antes se devuelve la seña.').waitFor();
      await expect(shown.getByRole('link', { name: /Ver en el mapa/ })).toHaveAttribute('href', 'https://maps.app.goo.gl/salonDemo');
      expect((await db.ref('config/salon').get()).val()).toMatchObject({ capacidad: 180, mapa: 'https://maps.app.goo.gl/salonDemo' });
      expect(errors).toEqual([]);
    } finally {
      await db.ref('config/salon').set(original);
      await visitorContext.close();
      await staffContext.close();
    }
  });
});

test.describe('photos', () => {
  test('an admin sees a gallery’s photos, adds one (a wrong address is named, nothing saved) that /fotosCocina shows live, and removes it', async () => {
    const db = adminDb();
    const original = (await db.ref('galerias/cocina').get()).val() as unknown;
    const { context: visitorContext, page: visitor } = await e2e.openPage(PHONE);
    const { context: staffContext, page: staff, errors } = await e2e.openPage(DESKTOP);
    try {
      await visitor.goto(`${SITE_URL}/fotosCocina`);
      const shown = visitor.locator('.fotos-miniatura');
      await expect(shown).toHaveCount(2, { timeout: 20000 });

      await signInAs(staff, STAFF.admin.email, STAFF.admin.password, '/login', BACKOFFICE_URL);
      await staff.waitForURL('**/admin');
      const section = staff.getByRole('region', { name: 'Fotos', exact: true });
      await section.getByLabel('Galería').selectOption('cocina');
      const list = section.getByRole('list', { name: 'Fotos de la cocina' });
      // The address each thumbnail shows once it has loaded (the address asked for, before), looked at as staff
      // do: scrolled to (the page above grows with other tests' data).
      const thumbnails = async () => {
        await list.scrollIntoViewIfNeeded();
        return list.locator('img').evaluateAll((images) =>
          images.map((image) => {
            const img = image as HTMLImageElement;
            return img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : `sin cargar: ${img.getAttribute('src')}`;
          }),
        );
      };
      await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 20000 });
      // Each thumbnail is the photo itself, from where the catalog serves it (its smallest copy), not a broken image.
      await expect.poll(() => thumbnails()).toEqual(['/img/demo/cocina-1-480w.webp', '/img/demo/cocina-2-480w.webp']);

      // An address that is neither https:// nor a file of the site is named next to the field; nothing is saved.
      const address = section.getByLabel('Dirección de la foto');
      await address.fill('horno nuevo.jpg');
      await section.getByLabel('Descripción de la foto').fill('Horno pizzero de la cocina');
      await section.getByRole('button', { name: 'Agregar foto' }).click();
      await section.getByText('La dirección no es válida; debe empezar con https://.').waitFor();
      await expect(address).toHaveValue('horno nuevo.jpg');
      expect(Object.keys(((await db.ref('galerias/cocina').get()).val() as object) ?? {})).toHaveLength(2);

      await address.fill('/img/demo/opcionales-3.svg');
      await section.getByRole('button', { name: 'Agregar foto' }).click();
      await staff.getByText('Foto agregada a Fotos de la cocina.').waitFor({ timeout: 20000 });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expect.poll(() => thumbnails()).toEqual(['/img/demo/cocina-1-480w.webp', '/img/demo/cocina-2-480w.webp', '/img/demo/opcionales-3-480w.webp']);
      // The visitor's gallery shows it without a reload, last, with its description.
      await expect(shown).toHaveCount(3, { timeout: 20000 });
      await expect(shown.nth(2)).toHaveAccessibleName('Ver en pantalla completa: Horno pizzero de la cocina');

      await list.getByRole('button', { name: 'Quitar la foto Horno pizzero de la cocina' }).click();
      await staff.getByText('Foto quitada.').waitFor({ timeout: 20000 });
      await expect(shown).toHaveCount(2, { timeout: 20000 });
      expect(errors).toEqual([]);
    } finally {
      await db.ref('galerias/cocina').set(original);
      await visitorContext.close();
      await staffContext.close();
    }
  });
});

test.describe('the staff pages are usable and accessible', () => {
  for (const [path, heading, section, signInLink] of [
    ['/admin', 'Administración', 'Admin', undefined],
    ['/configuracion', 'Configuración', 'Configuración', undefined],
    ['/migracion', 'Migración', 'Migración', MIGRACION_SIGN_IN_LINK],
  ] as const) {
    test(`${path} on a phone: its heading, the staff menu and no serious axe violation`, async () => {
      const { context, page } = await e2e.openPage(PHONE);
      await signInAsAdmin(page, path, signInLink);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 20000 });
      // The staff menu folds behind its button, which names the section on screen; the page starts right below.
      const menu = page.getByRole('navigation', { name: 'Secciones del personal' });
      await expect(menu).toBeHidden();
      const top = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(top!.y).toBeLessThan(250);
      await page.getByRole('button', { name: `Menú: ${section}` }).click();
      for (const link of ['Admin', 'Configuración', 'Presupuestos', 'Recibos', 'Migración']) await menu.getByRole('link', { name: link }).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await context.close();
    });
  }
});
