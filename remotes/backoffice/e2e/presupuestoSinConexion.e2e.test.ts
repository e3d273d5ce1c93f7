// A budget edited while the database cannot be reached (README, "Staff guide"): the page says so, nothing typed
// is lost, neither on the page nor in the next session, and it is saved once the connection is back. In a file
// of its own: the page waits the editor's real time before saying so (SLOW_SAVE_MS, 8 s), and the other budget
// tests need not wait behind it in one worker (docs/testing.md).
import { expect, test } from '@playwright/test';
import { DESKTOP, STAFF, newContext, openAsStaff } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { useE2eBrowser } from '../../../scripts/testing/e2eSetup';
import { fixClock } from '../../../scripts/testing/clock';

const STAMP = Date.now();
const BUDGET = `e2e-sin-conexion-${STAMP}`;

const e2e = useE2eBrowser({
  cleanUp: async () => {
    await adminDb().ref(`presupuestos/${BUDGET}`).remove();
  },
});

test.beforeAll(async () => {
  // A budget as the editor saves one, its notes the ones the test changes (the fixed clock's today is 10 November 2026).
  await adminDb()
    .ref(`presupuestos/${BUDGET}`)
    .set({
      cliente: `Cliente sin conexión ${STAMP}`,
      telefono: '11 5555-6666',
      fechaEvento: '2026-12-12',
      invitados: 80,
      alquiler: '4hs',
      horasExtra: 0,
      estado: 'enviado',
      validoHasta: '2026-11-30',
      notas: 'Prueba de punta a punta',
      creadoEn: STAMP,
      actualizadoEn: STAMP,
      autor: STAFF.admin.email,
    });
});

test('a save that cannot reach the database loses nothing typed', async () => {
  const { context: offline, page } = await e2e.openPage(DESKTOP);
  await fixClock(offline);
  // The database's connection goes through the test, which stops passing the page's messages on at the
  // moment of saving: the write can never reach the server, however fast or slow the machine is.
  // (Going offline in the browser does not close a WebSocket that is already open.)
  let cut = false;
  await page.routeWebSocket(/:9000\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (!cut) server.send(message);
    });
  });
  await openAsStaff(page, `/presupuesto/editar/${BUDGET}`);
  await page.getByLabel('Nombre del cliente').waitFor({ timeout: 20_000 });
  // The month's prices have arrived (the total shows): the save is refused until they have.
  await expect(page.getByTestId('presupuesto-total')).toHaveText(/^\$ \d/, { timeout: 20_000 });
  cut = true;
  await page.getByLabel('Notas').fill('Cambio hecho sin conexión');
  await page.getByLabel('Invitados').fill('95');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByText(/La base de datos no responde/).waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe(`/presupuesto/editar/${BUDGET}`);
  await expect(page.getByLabel('Notas')).toHaveValue('Cambio hecho sin conexión');
  // The page is closed before the connection returns: its pending write is gone, the draft is not.
  // Only the drafts travel to the next session (not the SDK's own flags about this page's connection).
  const origins = (await offline.storageState()).origins.map((origin) => ({
    ...origin,
    localStorage: origin.localStorage.filter((entry) => entry.name.startsWith('salon.borrador.')),
  }));
  await offline.close();
  expect((await adminDb().ref(`presupuestos/${BUDGET}/notas`).get()).val()).toBe('Prueba de punta a punta');

  const again = await newContext(e2e.browser(), DESKTOP, { storageState: { cookies: [], origins } });
  await fixClock(again);
  const retry = await again.newPage();
  await openAsStaff(retry, `/presupuesto/editar/${BUDGET}`);
  await retry.getByText('Recuperamos lo que habías escrito y no se guardó.').waitFor({ timeout: 20_000 });
  await expect(retry.getByLabel('Notas')).toHaveValue('Cambio hecho sin conexión');
  await expect(retry.getByLabel('Invitados')).toHaveValue('95');
  await retry.getByRole('button', { name: 'Guardar cambios' }).click();
  await retry.waitForURL(new RegExp(`/presupuesto/${BUDGET}$`), { timeout: 20_000 });
  expect((await adminDb().ref(`presupuestos/${BUDGET}`).get()).val()).toMatchObject({ notas: 'Cambio hecho sin conexión', invitados: 95 });
  await again.close();
});
