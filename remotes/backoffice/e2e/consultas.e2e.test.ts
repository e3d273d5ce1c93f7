// Inquiries end to end in Chromium, on the tests' fixed clock (Tuesday 10 November 2026, scripts/testing/clock.ts):
// a visitor asks for a free date from /calendario with the form (the date and its priced rental filled in), gets the
// Spanish confirmation and the WhatsApp link, and a second inquiry within the minute is refused in Spanish; staff see
// it first in /consultas with "1 nueva" in the menu, change its status, and "Crear presupuesto" opens the budget
// editor filled in from it. The calculator's quote travels whole: the form refuses a booked date and more guests than
// the hall holds (150, the demo's hall facts), and the inquiry, the inbox and the budget editor show the same lines
// and total. Everything is put back afterwards.
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, SITE_URL, screenshot } from '../../../scripts/testing/browser';
import { adminDb } from '../../../scripts/testing/adminDb';
import { fixClock, setCalendar } from '../../../scripts/testing/clock';
import { seriousViolations, useE2eBrowser } from '../../../scripts/testing/e2eSetup';
import { expectFits } from '../../../scripts/testing/layoutChecks';
import { signInAsAdmin } from './staffPages';

const NAME = 'Marta Consulta E2E';
const QUOTE_NAME = 'Julián Cotización E2E';
/** The inbox test's inquiries (and the budget one of them turns into). */
const INBOX_NAMES = ['Bandeja Presupuesto E2E', 'Bandeja Archivo Uno E2E', 'Bandeja Archivo Dos E2E', 'Bandeja Queda E2E'];
/** The inquiries that were new before the test: set aside so the badge counts only this test's one. */
let setAside: string[] = [];

const e2e = useE2eBrowser({
  cleanUp: async () => {
    const db = adminDb();
    const all = ((await db.ref('consultas').get()).val() ?? {}) as Record<string, { nombre?: string }>;
    const writes: Record<string, unknown> = {};
    const ours = [NAME, QUOTE_NAME, ...INBOX_NAMES];
    for (const [id, inquiry] of Object.entries(all)) if (ours.includes(inquiry.nombre ?? '')) writes[`consultas/${id}`] = null;
    // The budget made from an inquiry goes with it: a budget naming an inquiry that is gone would not import back.
    const budgets = ((await db.ref('presupuestos').get()).val() ?? {}) as Record<string, { cliente?: string }>;
    for (const [id, budget] of Object.entries(budgets)) if (INBOX_NAMES.includes(budget.cliente ?? '')) writes[`presupuestos/${id}`] = null;
    for (const id of setAside) if (!(`consultas/${id}` in writes)) writes[`consultas/${id}/estado`] = 'nueva';
    if (Object.keys(writes).length > 0) await db.ref().update(writes);
  },
});

test('the chat offers the form for the date a visitor asks to book', async () => {
  const restore = await setCalendar({ '2026-12-12': 'Libre' });
  try {
    const { context, page, errors } = await e2e.openPage(DESKTOP);
    await fixClock(page);
    await page.goto(SITE_URL + '/');
    await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click({ timeout: 20_000 });
    const chat = page.getByRole('dialog');
    const box = chat.getByRole('textbox', { name: 'Mensaje' });
    await box.waitFor({ timeout: 20_000 });
    await box.fill('quiero reservar el 12 de diciembre');
    await box.press('Enter');
    await chat.getByRole('button', { name: 'Dejar una consulta por esta fecha' }).click({ timeout: 20_000 });
    const form = chat.getByRole('form', { name: 'Consultar por el sábado 12 de diciembre de 2026' });
    await form.waitFor({ timeout: 20_000 });
    await expect(form.getByLabel('Fecha del evento *')).toHaveValue('12/12/2026');
    expect(await seriousViolations(page, '.salon-consulta')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await restore();
  }
});

test('the calculator opens the form with its quote: date, rental, extra hours and extras, priced (phone)', async () => {
  const restore = await setCalendar({ '2026-11-19': 'Libre' });
  try {
    const { context, page, errors } = await e2e.openPage(PHONE);
    await fixClock(page);
    await page.goto(SITE_URL + '/calculadora');
    await page.locator('.remote-slot[data-listo]').first().waitFor({ timeout: 20_000 });
    await page.getByLabel('Fecha del evento').fill('19/11/2026');
    await page.getByLabel(/^Camarera/).fill('2');
    await page.getByRole('button', { name: 'Dejar una consulta con este presupuesto' }).click();
    const form = page.getByRole('form', { name: 'Dejanos tu consulta' });
    await form.waitFor({ timeout: 20_000 });
    await expect(form.getByLabel('Fecha del evento *')).toHaveValue('19/11/2026');
    // November's demo prices: 3 hours $ 281.500, the waitress $ 39.500.
    await expect(form.getByRole('list', { name: 'Tu cotización:' }).getByRole('listitem')).toHaveText([
      'Alquiler del salón x 3 hs $ 281.500',
      'Camarera x 2 $ 79.000',
    ]);
    await expect(form.getByTestId('consulta-cotizacion-total')).toHaveText('Total $ 360.500');
    expect(await seriousViolations(page, '.salon-consulta')).toEqual([]);
    await screenshot(page, 'consulta-calculadora-phone');
    // "Cancelar" puts the button back.
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Dejar una consulta con este presupuesto' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await restore();
  }
});

// Thursday 12 November, two days ahead, free whatever the seed booked.
const AROUND_THURSDAY = { '2026-11-11': 'Libre', '2026-11-12': 'Libre', '2026-11-13': 'Libre' } as const;

test('a visitor asks for a date from the calendar; staff see it in /consultas and start a budget from it', async () => {
  const db = adminDb();
  const before = ((await db.ref('consultas').get()).val() ?? {}) as Record<string, { estado?: string }>;
  setAside = Object.entries(before)
    .filter(([, inquiry]) => inquiry.estado === 'nueva')
    .map(([id]) => id);
  if (setAside.length > 0) await db.ref().update(Object.fromEntries(setAside.map((id) => [`consultas/${id}/estado`, 'contactada'])));
  const restore = await setCalendar(AROUND_THURSDAY);
  try {
    // The visitor.
    const visitor = await e2e.openPage(DESKTOP);
    await fixClock(visitor.page);
    await visitor.page.goto(SITE_URL + '/calendario');
    await visitor.page.locator('.cal-day').filter({ hasText: 'jueves 12 de noviembre de 2026' }).getByRole('button').click({ timeout: 20_000 });
    const details = visitor.page.locator('#cal-details');
    await details.getByRole('button', { name: 'Consultar por esta fecha' }).click();
    const form = details.getByRole('form', { name: 'Consultar por el jueves 12 de noviembre de 2026' });
    await form.waitFor({ timeout: 20_000 });
    await expect(form.getByLabel('Fecha del evento *')).toHaveValue('12/11/2026');
    // The date's rental at the calendar's price (Thursday: 3 hours, November's $ 281.500).
    await expect(form.getByTestId('consulta-cotizacion-total')).toHaveText('Total $ 281.500');

    // Nothing typed: a Spanish message next to each required field, and nothing sent.
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(form.getByText('Ingresá tu nombre.')).toBeVisible();
    await expect(form.getByText('Ingresá un teléfono con WhatsApp.')).toBeVisible();
    expect(await form.getByLabel('Nombre *').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(visitor.page, '.salon-consulta')).toEqual([]);

    await form.getByLabel('Nombre *').fill(NAME);
    await form.getByLabel('Teléfono con WhatsApp *').fill('11 5555-0000');
    await form.getByLabel('Cantidad de invitados').fill('60');
    await form.getByLabel('Comentarios').fill('Cumpleaños de 40. ¿Tienen parrilla?');
    // More than the form's minimum fill time since it opened.
    await visitor.page.waitForTimeout(3200);
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    const sent = details.locator('.salon-consulta--sent');
    await sent.getByRole('heading', { name: 'Consulta enviada' }).waitFor({ timeout: 20_000 });
    await expect(sent.textContent()).resolves.toContain(
      '¡Gracias! Recibimos tu consulta por el jueves 12 de noviembre de 2026. Te vamos a escribir por WhatsApp a la brevedad.',
    );
    expect(decodeURIComponent((await sent.getByRole('link', { name: 'Seguir por WhatsApp' }).getAttribute('href')) ?? '')).toBe(
      '/cotizacion-exitosa?message=Hola! Soy Marta Consulta E2E y acabo de dejar una consulta en la web por el jueves 12 de noviembre de 2026.',
    );

    // A second inquiry from the same visitor within the minute: refused in Spanish next to the button, what was
    // typed kept, nothing stored (the count below stays one).
    await visitor.page.reload();
    await visitor.page.locator('.cal-day').filter({ hasText: 'jueves 12 de noviembre de 2026' }).getByRole('button').click({ timeout: 20_000 });
    await details.getByRole('button', { name: 'Consultar por esta fecha' }).click();
    await form.waitFor({ timeout: 20_000 });
    await form.getByLabel('Nombre *').fill(NAME);
    await form.getByLabel('Teléfono con WhatsApp *').fill('11 5555-0000');
    await visitor.page.waitForTimeout(3200);
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(form.getByRole('alert')).toHaveText('Ya recibimos tu consulta. Esperá un minuto antes de enviar otra.', { timeout: 20_000 });
    await expect(form.getByLabel('Nombre *')).toHaveValue(NAME);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // What was stored.
    const stored = Object.values(((await db.ref('consultas').get()).val() ?? {}) as Record<string, Record<string, unknown>>).filter(
      (inquiry) => inquiry.nombre === NAME,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      telefono: '11 5555-0000',
      fecha: '2026-11-12',
      invitados: 60,
      mensaje: 'Cumpleaños de 40. ¿Tienen parrilla?',
      estado: 'nueva',
      cotizacion: { mes: 11, fecha: '2026-11-12', alquiler: '3hs', tarifa: 'semana', precios: { b_precio_3hs_: 281500 }, total: 281500 },
    });

    // Staff.
    const staff = await e2e.openPage(DESKTOP);
    await fixClock(staff.page);
    await signInAsAdmin(staff.page, '/consultas');
    const badge = staff.page.getByRole('navigation', { name: 'Secciones del personal' }).getByTestId('consultas-nuevas');
    await badge.waitFor({ timeout: 20_000 });
    await expect(badge).toHaveText('1 nueva');
    const first = staff.page.locator('.bo-inquiry').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('Marta Consulta E2E · jueves 12 de noviembre de 2026');
    await expect(first.getByLabel('Estado')).toHaveValue('nueva');
    expect(await seriousViolations(staff.page, '.salon-page')).toEqual([]);

    // A status change: the badge goes, and back.
    await first.getByLabel('Estado').selectOption('contactada');
    await badge.waitFor({ state: 'detached', timeout: 10_000 });
    await first.getByLabel('Estado').selectOption('nueva');
    await badge.waitFor({ timeout: 10_000 });

    await first.getByRole('button', { name: 'Crear presupuesto' }).click();
    await staff.page.waitForURL('**/presupuesto');
    await staff.page.getByRole('heading', { name: 'Nuevo presupuesto' }).waitFor({ timeout: 20_000 });
    await expect(staff.page.getByLabel('Nombre del cliente')).toHaveValue('Marta Consulta E2E');
    await expect(staff.page.getByLabel('Teléfono (WhatsApp)')).toHaveValue('11 5555-0000');
    await expect(staff.page.getByLabel('Fecha del evento')).toHaveValue('12/11/2026');
    await expect(staff.page.getByLabel('Invitados')).toHaveValue('60');
    await expect(staff.page.getByLabel('Alquiler del salón', { exact: true })).toHaveValue('3hs');
    await expect(staff.page.getByLabel('Notas')).toHaveValue('Cumpleaños de 40. ¿Tienen parrilla?');
    await expect(staff.page.getByTestId('presupuesto-total')).toHaveText('$ 281.500');
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  } finally {
    await restore();
  }
});

test('the calculator’s quote reaches the inbox and the budget whole: $ 506.500 with a weekend extra hour', async () => {
  // Saturday 21 November free; Saturday 28 booked, with free days around it.
  const restore = await setCalendar({ '2026-11-21': 'Libre', '2026-11-27': 'Libre', '2026-11-28': 'Ocupado', '2026-11-29': 'Libre' });
  try {
    const visitor = await e2e.openPage(DESKTOP);
    await fixClock(visitor.page);
    await visitor.page.goto(SITE_URL + '/calculadora');
    await visitor.page.locator('.remote-slot[data-listo]').first().waitFor({ timeout: 20_000 });
    await visitor.page.getByLabel('Fecha del evento').fill('21/11/2026');
    await visitor.page.getByRole('button', { name: 'Agregar uno: Horas extra (fin de semana)' }).click();
    await visitor.page.getByLabel(/^Camarera/).fill('2');
    // November's demo prices: 4 hours $ 360.000, a weekend extra hour $ 67.500, the waitress $ 39.500.
    await expect(visitor.page.getByTestId('calc-total')).toHaveText('$ 506.500');
    await visitor.page.getByRole('button', { name: 'Dejar una consulta con este presupuesto' }).click();
    const form = visitor.page.getByRole('form', { name: 'Dejanos tu consulta' });
    await form.waitFor({ timeout: 20_000 });
    await expect(form.getByRole('list', { name: 'Tu cotización:' }).getByRole('listitem')).toHaveText([
      'Alquiler del salón x 4 hs $ 360.000',
      'Hora extra fin de semana $ 67.500',
      'Camarera x 2 $ 79.000',
    ]);
    await expect(form.getByTestId('consulta-cotizacion-total')).toHaveText('Total $ 506.500');

    // A booked date is said at once, with free dates near it; more guests than the hall holds are refused.
    const date = form.getByLabel('Fecha del evento *');
    await date.fill('28/11/2026');
    await expect(form.locator(`#${await date.getAttribute('id')}-error`)).toHaveText(
      'La fecha del sábado 28 de noviembre de 2026 ya está reservada. Elegí otra fecha.',
    );
    await expect(form.getByText('Las fechas libres más cercanas:')).toBeVisible();
    await expect(form.getByRole('list', { name: 'Fechas libres cercanas' }).getByRole('button').first()).toHaveText('viernes 27 de noviembre de 2026');
    await screenshot(visitor.page, 'consulta-fecha-ocupada');
    await date.fill('21/11/2026');
    await form.getByLabel('Nombre *').fill(QUOTE_NAME);
    await form.getByLabel('Teléfono con WhatsApp *').fill('11 5555-0101');
    await form.getByLabel('Cantidad de invitados').fill('900');
    // More than the form's minimum fill time since it opened.
    await visitor.page.waitForTimeout(3200);
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await expect(form.getByText('El salón recibe hasta 150 invitados. Ingresá 150 o menos, o escribinos por WhatsApp.')).toBeVisible();
    await form.getByLabel('Cantidad de invitados').fill('120');
    await form.getByRole('button', { name: 'Enviar consulta' }).click();
    await visitor.page.getByRole('heading', { name: 'Consulta enviada' }).waitFor({ timeout: 20_000 });
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    const db = adminDb();
    const stored = Object.values(((await db.ref('consultas').get()).val() ?? {}) as Record<string, Record<string, unknown>>).filter(
      (inquiry) => inquiry.nombre === QUOTE_NAME,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      fecha: '2026-11-21',
      invitados: 120,
      cotizacion: {
        mes: 11,
        fecha: '2026-11-21',
        alquiler: '4hs',
        horasExtra: 1,
        tarifa: 'finDeSemana',
        adicionales: { camarera: 2 },
        precios: { a_precio_4hs_: 360000, c_hora_extra_finde_: 67500, e_camarera_: 39500 },
        total: 506500,
      },
    });

    const staff = await e2e.openPage(DESKTOP);
    await fixClock(staff.page);
    await signInAsAdmin(staff.page, '/consultas');
    const card = staff.page.locator('.bo-inquiry').filter({ hasText: QUOTE_NAME });
    await card.waitFor({ timeout: 20_000 });
    await expect(card.getByRole('list', { name: 'Cotización' }).getByRole('listitem')).toHaveText([
      'Alquiler del salón x 4 hs $ 360.000',
      'Hora extra fin de semana $ 67.500',
      'Camarera x 2 $ 79.000',
    ]);
    await expect(card.getByTestId('consulta-total')).toHaveText('Total $ 506.500');
    await screenshot(staff.page, 'consultas-cotizacion');
    await card.getByRole('button', { name: 'Crear presupuesto' }).click();
    await staff.page.waitForURL('**/presupuesto');
    await staff.page.getByRole('heading', { name: 'Nuevo presupuesto' }).waitFor({ timeout: 20_000 });
    await expect(staff.page.getByLabel('Fecha del evento')).toHaveValue('21/11/2026');
    await expect(staff.page.getByLabel('Alquiler del salón', { exact: true })).toHaveValue('4hs');
    await expect(staff.page.getByLabel('Horas extra', { exact: true })).toHaveValue('1');
    await expect(staff.page.getByLabel('Tarifa de las horas extra')).toHaveValue('finDeSemana');
    await expect(staff.page.getByLabel('Camarera', { exact: true })).toHaveValue('2');
    await expect(staff.page.getByTestId('presupuesto-total')).toHaveText('$ 506.500');
    await expect(staff.page.getByText('Con los precios de noviembre de la cotización de la consulta.')).toBeVisible();
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  } finally {
    await restore();
  }
});

test('the inbox follows the lead: a budget made from an inquiry, two archived at once, the badge', async () => {
  const db = adminDb();
  const before = ((await db.ref('consultas').get()).val() ?? {}) as Record<string, { estado?: string }>;
  const others = Object.entries(before)
    .filter(([, inquiry]) => inquiry.estado === 'nueva')
    .map(([id]) => id);
  setAside = [...new Set([...setAside, ...others])];
  if (others.length > 0) await db.ref().update(Object.fromEntries(others.map((id) => [`consultas/${id}/estado`, 'contactada'])));
  // Four new inquiries, the last the newest (received after any the tests above sent).
  const ids: string[] = [];
  for (const [i, nombre] of INBOX_NAMES.entries()) {
    const ref = db.ref('consultas').push();
    await ref.set({
      nombre,
      telefono: `11 5555-01${i}0`,
      fecha: '2027-03-13',
      invitados: 50,
      alquiler: '4hs',
      estado: 'nueva',
      creadaEn: Date.now() + i,
    });
    ids.push(ref.key);
  }
  const restore = await setCalendar({ '2027-03-13': 'Libre' });
  try {
    const { context, page, errors } = await e2e.openPage(DESKTOP);
    await fixClock(page);
    await signInAsAdmin(page, '/consultas');
    const badge = page.getByRole('navigation', { name: 'Secciones del personal' }).getByTestId('consultas-nuevas');
    await expect(badge).toHaveText('4 nuevas', { timeout: 20_000 });
    const card = (name: string) => page.getByRole('listitem', { name: new RegExp(`^${name} ·`) });
    await expect(page.getByRole('list', { name: 'Consultas, de la más nueva a la más vieja' }).getByRole('heading', { level: 3 }).first()).toHaveText(
      'Bandeja Queda E2E · sábado 13 de marzo de 2027',
    );
    expect(decodeURIComponent((await card(INBOX_NAMES[0]!).getByTestId('consulta-whatsapp').getAttribute('href')) ?? '')).toBe(
      'https://wa.me/5491155550100?text=¡Hola, Bandeja! Te escribimos del salón por la consulta que nos dejaste para el sábado 13 de marzo de 2027. ¿Tenés un momento para que te contemos?',
    );

    // A budget from the first: saved, the inquiry moves to «Presupuestada» by itself and names it.
    await card(INBOX_NAMES[0]!).getByRole('button', { name: 'Crear presupuesto' }).click();
    await page.getByRole('heading', { name: 'Nuevo presupuesto' }).waitFor({ timeout: 20_000 });
    await expect(page.getByLabel('Nombre del cliente')).toHaveValue(INBOX_NAMES[0]!);
    await page.getByRole('button', { name: 'Guardar presupuesto' }).click();
    await page.waitForURL(/\/presupuesto\/-/, { timeout: 20_000 });
    const budgetId = new URL(page.url()).pathname.split('/').pop()!;
    expect((await db.ref(`consultas/${ids[0]}`).get()).val() as Record<string, unknown>).toMatchObject({ estado: 'presupuestada', presupuestoId: budgetId });
    expect((await db.ref(`presupuestos/${budgetId}/consultaId`).get()).val()).toBe(ids[0]);
    await expect(badge).toHaveText('3 nuevas');

    // The budget page links back to the inquiry, which shows its budget and its stage, and no second «Crear presupuesto».
    await page.getByRole('link', { name: 'Ver la consulta' }).click();
    const linked = card(INBOX_NAMES[0]!);
    await linked.waitFor({ timeout: 20_000 });
    await expect(linked.getByLabel('Estado')).toHaveValue('presupuestada');
    await expect(linked.getByLabel('Estado').locator('option:checked')).toHaveText('Presupuestada');
    await expect(linked.getByRole('link', { name: 'Ver el presupuesto' })).toHaveAttribute('href', `/presupuesto/${budgetId}`);
    await expect(linked.getByTestId('consulta-presupuesto-estado')).toHaveText(' · Presupuestado');
    await expect(linked.getByRole('button', { name: 'Crear presupuesto' })).toHaveCount(0);

    // Two archived at once: out of the list and the badge, kept under «Archivadas».
    await page.getByRole('link', { name: 'Ver todas las consultas' }).click();
    await card(INBOX_NAMES[1]!).getByRole('checkbox').check();
    await card(INBOX_NAMES[2]!).getByRole('checkbox').check();
    await expect(page.getByRole('group', { name: 'Consultas elegidas' })).toContainText('2 consultas elegidas');
    await page.getByRole('group', { name: 'Consultas elegidas' }).getByRole('button', { name: 'Archivar' }).click();
    await expect(badge).toHaveText('1 nueva');
    await expect(card(INBOX_NAMES[1]!)).toHaveCount(0);
    await expect(card(INBOX_NAMES[2]!)).toHaveCount(0);
    for (const id of [ids[1], ids[2]]) expect((await db.ref(`consultas/${id}/estado`).get()).val()).toBe('archivada');
    await page.getByLabel('Mostrar').selectOption('archivada');
    await expect(page.getByRole('list', { name: 'Consultas, de la más nueva a la más vieja' }).getByRole('heading', { level: 3 })).toHaveText([
      'Bandeja Archivo Dos E2E · sábado 13 de marzo de 2027',
      'Bandeja Archivo Uno E2E · sábado 13 de marzo de 2027',
    ]);
    await page.getByLabel('Mostrar').selectOption('activas');
    await page.getByLabel('Buscar por nombre o teléfono').fill('5555-0130');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Bandeja Queda E2E · sábado 13 de marzo de 2027']);
    await page.getByLabel('Buscar por nombre o teléfono').fill('');
    expect(await seriousViolations(page, '.salon-page')).toEqual([]);
    await screenshot(page, 'consultas-bandeja-desktop');
    expect(errors).toEqual([]);
    await context.close();

    // The phone: it fits at 360 px, with a selection too.
    const phone = await e2e.openPage(PHONE);
    await fixClock(phone.page);
    await signInAsAdmin(phone.page, '/consultas');
    await phone.page.getByRole('listitem', { name: /^Bandeja Queda E2E ·/ }).waitFor({ timeout: 20_000 });
    await expectFits(phone.page, '/consultas');
    await screenshot(phone.page, 'consultas-bandeja-phone');
    await phone.page
      .getByRole('listitem', { name: /^Bandeja Queda E2E ·/ })
      .getByRole('checkbox')
      .check();
    await expectFits(phone.page, '/consultas (una elegida)');
    await screenshot(phone.page, 'consultas-bandeja-phone-elegida', { fullPage: false });
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  } finally {
    await restore();
  }
});
