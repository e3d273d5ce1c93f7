// Who may read and write each path of database.rules.json, and the conditions a shape alone cannot say:
// the caller, the server's clock (`now`) and other paths (a receipt and the counter in one write, a budget's
// hold on its date, an existing budget). Written by hand; `npm run rules` adds the shapes' `.validate` from
// @salon/schema and writes the file. A `.validate` here is joined with && after the shape's own.
// What each rule is for: docs/storage-contract.md.
import { BUDGET_EXTRAS } from '@salon/schema';
import type { RulesNode } from './schemaToRules';

const ADMIN = "auth != null && auth.token.role === 'admin'";
const STAFF = "auth != null && (auth.token.role === 'admin' || auth.token.role === 'recibos')";
/** The budget a booking or receipt names must exist (presupuestos/{id}). */
/** What was stored stays as it was: a field staff may not change once written (an identical rewrite passes). */
const UNCHANGED = { '.validate': '!data.exists() || newData.val() === data.val()' };
/**
 * An inquiry's quote, once written, keeps its parts: none removed (each leaf's own rule keeps it from changing, but
 * a removal runs no rule of the leaf). An identical rewrite (an import) passes.
 */
const QUOTE_KEPT = `!data.exists() || (${[
  'fecha',
  'alquiler',
  'horasExtra',
  'promocion/titulo',
  'promocion/descuento',
  ...BUDGET_EXTRAS.map((extra) => `adicionales/${extra}`),
]
  .map((leaf) => `newData.child('${leaf}').val() === data.child('${leaf}').val()`)
  .join(' && ')})`;
const BUDGET_EXISTS = "newData.parent().parent().parent().child('presupuestos').child(newData.val()).exists()";

const BUDGET_ANNULLED_WITH_RECORD =
  "(newData.child('anulacion').exists() ? newData.child('estado').val() === 'anulado' : newData.child('estado').val() !== 'anulado')";
const BUDGET_ANNULMENT_KEPT =
  "(!data.child('anulacion').exists() || (newData.child('anulacion/motivo').val() === data.child('anulacion/motivo').val() && newData.child('anulacion/por').val() === data.child('anulacion/por').val() && newData.child('anulacion/en').val() === data.child('anulacion/en').val()))";
const ANNULLED_BUDGET_HOLDS_NO_DATE =
  "(!newData.child('anulacion').exists() || newData.parent().parent().child('reservas').child(newData.child('fechaEvento').val()).child('presupuestoId').val() !== $id)";

/** provisoria and venceEn come and go together, and only on a date a budget holds. */
const PROVISIONAL_HOLD =
  "newData.child('provisoria').exists() === newData.child('venceEn').exists() && (!newData.child('provisoria').exists() || newData.child('presupuestoId').exists())";
/** An existing hold keeps provisoria and venceEn unless the write also stamps the budget that holds the date. */
const HOLD_MOVES_WITH_BUDGET =
  "(!data.child('provisoria').exists() || (newData.child('provisoria').exists() && newData.child('venceEn').val() === data.child('venceEn').val()) || newData.parent().parent().child('presupuestos').child(data.child('presupuestoId').val()).child('actualizadoEn').val() === now)";
/** A history entry, once written, is kept as it was (an identical rewrite, as an import's, passes). */
const HISTORY_ENTRY_KEPT =
  "(!data.exists() || (newData.child('estado').val() === data.child('estado').val() && newData.child('por').val() === data.child('por').val() && newData.child('en').val() === data.child('en').val() && newData.child('nota').val() === data.child('nota').val()))";
/** The client's acceptance (server only) is never changed or removed by a write of the budget. */
const ACCEPTANCE_KEPT =
  "(!data.child('aceptacion').exists() || (newData.child('aceptacion/nombre').val() === data.child('aceptacion/nombre').val() && newData.child('aceptacion/en').val() === data.child('aceptacion/en').val()))";
/** The webhook's "pago recibido sin fecha" (server only) is never changed or removed by a write of the budget. */
const LATE_PAYMENT_KEPT =
  "(!data.child('pagoSinFecha').exists() || (newData.child('pagoSinFecha/numero').val() === data.child('pagoSinFecha/numero').val() && newData.child('pagoSinFecha/pagoMercadoPago').val() === data.child('pagoSinFecha/pagoMercadoPago').val() && newData.child('pagoSinFecha/en').val() === data.child('pagoSinFecha/en').val()))";
/** At presupuestos/$id/enlaceCliente/token: the link it names, after this write, is this budget's and not revoked. */
const LINK_OF_THIS_BUDGET =
  "newData.parent().parent().parent().parent().child('enlacesCliente').child(newData.val()).child('presupuestoId').val() === $id && !newData.parent().parent().parent().parent().child('enlacesCliente').child(newData.val()).child('revocadoEn').exists()";
/** At enlacesCliente/$token: the budget it names, after this write (its parent's parent is the root). */
const LINKED_BUDGET = "newData.parent().parent().child('presupuestos').child(newData.child('presupuestoId').val())";
/**
 * A new link names an existing budget that takes it as its enlaceCliente in the same write, at the server's time,
 * signed with the admin's e-mail; an existing one is only revoked, once, at the server's time, in the write that
 * takes it off its budget.
 */
const CLIENT_LINK_WRITE = `data.exists() ? (newData.child('presupuestoId').val() === data.child('presupuestoId').val() && newData.child('creadoEn').val() === data.child('creadoEn').val() && newData.child('creadoPor').val() === data.child('creadoPor').val() && !data.child('revocadoEn').exists() && newData.child('revocadoEn').val() === now && ${LINKED_BUDGET}.child('enlaceCliente/token').val() !== $token) : (${LINKED_BUDGET}.child('creadoEn').exists() && newData.child('creadoEn').val() === now && newData.child('creadoPor').val() === auth.token.email && !newData.child('revocadoEn').exists() && ${LINKED_BUDGET}.child('enlaceCliente/token').val() === $token)`;
/**
 * A budget made from an inquiry and that inquiry name each other, written in one update (createBudget): at
 * consultas/$id/presupuestoId the budget it names, after this write, names this inquiry back; once set, neither
 * link changes. A new link moves the inquiry to 'presupuestada' (an imported inquiry keeps the status it had).
 */
const INQUIRY_BUDGET_LINK = `(data.exists() ? newData.val() === data.val() : (newData.parent().parent().parent().child('presupuestos').child(newData.val()).child('consultaId').val() === $id && (newData.parent().child('estado').val() === 'presupuestada' || !data.parent().exists())))`;
const BUDGET_INQUIRY_LINK = `(!data.exists() || newData.val() === data.val()) && newData.parent().parent().parent().child('consultas').child(newData.val()).child('presupuestoId').val() === $id`;
/** A link, once written, is not removed either (a removal runs no rule of the leaf, so its parent checks). */
const keptChild = (child: string) => `(!data.child('${child}').exists() || newData.child('${child}').exists())`;
/** An archived inquiry carries when it was archived, and only it does (a status change takes it out of the archive). */
const ARCHIVED_WITH_TIME = "newData.child('archivadaEn').exists() === (newData.child('estado').val() === 'archivada')";
/** At presupuestos/$id/{aceptacion,pagoSinFecha}: the budget is new in this write, i.e. brought in by an import. */
const BUDGET_IS_NEW = '!data.parent().exists()';
/** At historialPresupuestos/$presupuestoId/$entrada: its budget, before this write. */
const HISTORY_BUDGET = "root.child('presupuestos').child($presupuestoId)";
/** At historialPresupuestos/$presupuestoId/$entrada: its budget exists once this write is applied (the root is three levels up). */
const HISTORY_BUDGET_EXISTS = "newData.parent().parent().parent().child('presupuestos').child($presupuestoId).exists()";
/**
 * At an entry's en or por: a value not of this write is accepted only with a budget new in this write (an import)
 * or as the same entry stood in its budget's own `historial`, where older sites kept the history (an import moves it).
 */
const historyAsImported = (field: 'en' | 'por') =>
  `!${HISTORY_BUDGET}.exists() || ${HISTORY_BUDGET}.child('historial').child($entrada).child('${field}').val() === newData.val()`;

export const ACCESS: RulesNode = {
  // Only an admin reads the whole data set (the export); nobody writes the root.
  '.read': ADMIN,
  '.write': false,
  datosId: {
    '.read': true,
    8: { '.write': ADMIN },
    25: { '.write': ADMIN },
    26: { '.write': ADMIN },
    29: { '.write': ADMIN },
  },
  config: {
    '.read': true,
    browserTitle: { '.write': ADMIN },
    calendarIDs: { '.write': ADMIN },
    cobros: { '.write': ADMIN },
    diasFinDeSemana: { '.write': ADMIN },
    diasReserva: { '.write': ADMIN },
    plano: { '.write': ADMIN },
    salon: { '.write': ADMIN },
  },
  componentOrder: { '.read': true, '.write': ADMIN },
  appSettings: { '.read': true, theme: { '.write': ADMIN } },
  feriados_modificados: { '.read': true, '.write': ADMIN },
  feriados_recurrentes: { '.read': true, '.write': ADMIN },
  reservas: {
    '.read': true,
    $fecha: {
      // Admin, date by date; a date a budget holds is changed or freed only in a write that also stamps that
      // budget's actualizadoEn (releaseBudgetDate), so the bookings editor cannot free or overwrite it.
      '.write': `${ADMIN} && (!data.child('presupuestoId').exists() || (newData.exists() && newData.child('presupuestoId').val() === data.child('presupuestoId').val()) || newData.parent().parent().child('presupuestos').child(data.child('presupuestoId').val()).child('actualizadoEn').val() === now)`,
      // A provisional hold (provisoria + venceEn, always together) is only a budget's (presupuestoId), and it is
      // extended or made firm only together with its budget (extendBudgetHold, confirmBudgetDate), never alone.
      '.validate': `${PROVISIONAL_HOLD} && ${HOLD_MOVES_WITH_BUDGET}`,
      creadoEn: { '.validate': 'newData.val() <= now' },
      venceEn: { '.validate': "!newData.parent().child('creadoEn').exists() || newData.val() > newData.parent().child('creadoEn').val()" },
      // Staff sign with their own uid (an admin may write any).
      creadoPor: { '.validate': "(newData.val() === auth.uid || auth.token.role === 'admin')" },
      // An annulled budget holds no date (annulBudget frees it in the same write).
      presupuestoId: {
        '.validate': `${BUDGET_EXISTS} && !newData.parent().parent().parent().child('presupuestos').child(newData.val()).child('anulacion').exists()`,
      },
    },
  },
  // Where clients transfer: staff read it (their documents), an admin writes it; the clientBudget function reads it
  // with the admin SDK for the client's page. Not under config/, which every visitor reads.
  cuentaBancaria: { '.read': STAFF, '.write': ADMIN },
  promociones: { '.read': true, '.write': ADMIN },
  galerias: { '.read': true, '.write': ADMIN },
  presupuestos: {
    '.read': STAFF,
    // The list's queries (by when made, a status, an event month) and /cobranzas' (the statuses of open plans).
    '.indexOn': ['creadoEn', 'estado', 'fechaEvento', 'pagoSinFecha/numero'],
    $id: {
      // Budget by budget; never deleted.
      '.write': `${ADMIN} && newData.exists()`,
      // Annulled (estado 'anulado') exactly when it carries its annulment record, which once written never
      // changes or goes; an annulled budget no longer holds its event date.
      '.validate': `${BUDGET_ANNULLED_WITH_RECORD} && ${BUDGET_ANNULMENT_KEPT} && ${ANNULLED_BUDGET_HOLDS_NO_DATE} && ${ACCEPTANCE_KEPT} && ${LATE_PAYMENT_KEPT} && ${keptChild('consultaId')}`,
      consultaId: { '.validate': BUDGET_INQUIRY_LINK },
      // The client's acceptance is the clientBudget function's (admin SDK): staff never write one (an import brings its own).
      aceptacion: { '.validate': `data.exists() || ${BUDGET_IS_NEW}` },
      // A Mercado Pago payment that came without its date is the mercadoPagoWebhook function's (admin SDK) to flag.
      pagoSinFecha: { '.validate': `data.exists() || ${BUDGET_IS_NEW}` },
      // The budget's client page while shared: a link of this budget, not revoked, made now.
      enlaceCliente: {
        token: { '.validate': LINK_OF_THIS_BUDGET },
        creadoEn: { '.validate': 'newData.val() <= now' },
      },
      creadoEn: { '.validate': 'newData.val() <= now && (!data.exists() || newData.val() === data.val())' },
      actualizadoEn: { '.validate': 'newData.val() <= now' },
      anulacion: {
        // The server's time; an earlier one only as it was, or on a budget brought in whole (an import).
        en: { '.validate': 'newData.val() <= now && (newData.val() === now || data.exists() || !data.parent().parent().exists())' },
        // Signed with the admin's own e-mail (kept as it was, or as imported).
        por: { '.validate': 'newData.val() === auth.token.email || data.exists() || !data.parent().parent().exists()' },
      },
    },
  },
  // Each budget's status history, beside the budgets so that their lists carry none: append-only. An admin writes
  // entry by entry, each for an existing budget, never removed (nothing grants a write of a whole budget's history)
  // and never changed; signed with the admin's e-mail at the server's time (an earlier one only as it was, or
  // imported with its budget).
  historialPresupuestos: {
    '.read': STAFF,
    $presupuestoId: {
      $entrada: {
        '.write': `${ADMIN} && newData.exists()`,
        '.validate': `${HISTORY_ENTRY_KEPT} && ${HISTORY_BUDGET_EXISTS}`,
        en: { '.validate': `newData.val() <= now && (newData.val() === now || data.exists() || ${historyAsImported('en')})` },
        por: { '.validate': `newData.val() === auth.token.email || data.exists() || ${historyAsImported('por')}` },
      },
    },
  },
  recibos: {
    '.read': STAFF,
    // The list's query (the latest numbers) and /cobranzas' (the receipts of one budget).
    '.indexOn': ['numero', 'presupuestoId'],
    $id: {
      // Create only, never changed or deleted (the one later write: its annulment, below).
      '.write': `${STAFF} && !data.exists() && newData.exists()`,
      // A new receipt: keyed r + its number, above the counter before this write and at most the counter after
      // it: the receipt takes its number in the same write that moves the counter (docs/storage-contract.md).
      // An issued one (only its annulment can be written) keeps its number.
      '.validate':
        "(data.exists() ? newData.child('numero').val() === data.child('numero').val() : ($id === 'r' + newData.child('numero').val() && newData.child('numero').val() > (root.child('contadores/recibos').exists() ? root.child('contadores/recibos').val() : 0) && newData.child('numero').val() <= newData.parent().parent().child('contadores/recibos').val()))",
      anulacion: {
        // Written once, by an admin only, on an issued receipt (or with an imported one); never changed or removed.
        '.write': `${ADMIN} && !data.exists() && newData.exists()`,
        '.validate': "auth.token.role === 'admin' && (data.parent().exists() || newData.parent().child('importadoEn').val() === now)",
        // The server's time; a past one only on an imported receipt.
        en: { '.validate': "newData.val() === now || (newData.val() < now && newData.parent().parent().child('importadoEn').val() === now)" },
        por: { '.validate': "newData.val() === auth.token.email || newData.parent().parent().child('importadoEn').val() === now" },
      },
      presupuestoId: { '.validate': `(newData.val() === '' || ${BUDGET_EXISTS})` },
      // The Mercado Pago payment a receipt records: only the mercadoPagoWebhook function (admin SDK) issues such a
      // receipt; staff never write one (an import brings its own, stamped importadoEn).
      pagoMercadoPago: { '.validate': "auth.token.role === 'admin' && newData.parent().child('importadoEn').val() === now" },
      // The server's time; a past one only on an imported receipt, stamped importadoEn in the same write.
      emitidoEn: {
        '.validate': "(newData.val() === now || (auth.token.role === 'admin' && newData.val() < now && newData.parent().child('importadoEn').val() === now))",
      },
      emitidoPor: { '.validate': "(auth.token.role === 'admin' || newData.val() === auth.token.email)" },
      importadoEn: { '.validate': "auth.token.role === 'admin' && newData.val() === now" },
    },
  },
  contadores: {
    recibos: {
      '.read': STAFF,
      '.write': `${STAFF} && newData.exists()`,
      // +1 for the recibos role, forward for an admin (an import); only together with the receipt at its new value.
      '.validate':
        "(newData.val() === (data.exists() ? data.val() + 1 : 1) || (auth.token.role === 'admin' && newData.val() > (data.exists() ? data.val() : 0))) && newData.parent().parent().child('recibos').child('r' + newData.val()).exists() && !root.child('recibos').child('r' + newData.val()).exists()",
    },
  },
  // Inquiries: the public sends them through submitInquiry (functions/src/submitInquiry.ts), never writes or reads; an admin reads them and changes their status
  // (and imports them); nobody deletes one. "Not a past date" is not a rule: the rules know `now` in ms, not the
  // hall's calendar day (docs/storage-contract.md, "Inquiries").
  consultas: {
    '.read': ADMIN,
    // The inbox's queries: a status (and the badge's 'nueva'), the date asked for, not archived.
    '.indexOn': ['estado', 'fecha', 'archivadaEn', 'creadaEn'],
    $id: {
      // Visitors send through the submitInquiry function (admin SDK): no client but an admin writes here.
      '.write': `newData.exists() && ${ADMIN}`,
      '.validate': `${ARCHIVED_WITH_TIME} && ${keptChild('presupuestoId')}`,
      nombre: UNCHANGED,
      telefono: UNCHANGED,
      fecha: UNCHANGED,
      invitados: UNCHANGED,
      alquiler: UNCHANGED,
      adicionales: { $extra: UNCHANGED },
      mensaje: UNCHANGED,
      cotizacion: {
        '.validate': QUOTE_KEPT,
        mes: UNCHANGED,
        fecha: UNCHANGED,
        alquiler: UNCHANGED,
        horasExtra: UNCHANGED,
        tarifa: UNCHANGED,
        adicionales: { $extra: UNCHANGED },
        precios: { $field: UNCHANGED },
        promocion: { titulo: UNCHANGED, descuento: UNCHANGED },
        total: UNCHANGED,
      },
      creadaEn: { '.validate': 'newData.val() <= now && (!data.exists() || newData.val() === data.val())' },
      abiertaEn: UNCHANGED,
      presupuestoId: { '.validate': INQUIRY_BUDGET_LINK },
      // The server's time when archived; kept as it was, or as imported with its inquiry.
      archivadaEn: { '.validate': 'newData.val() === now || newData.val() === data.val() || !data.parent().exists()' },
    },
  },
  // One visitor identity's last inquiry (its time and id): written by the submitInquiry function alone. Nobody
  // reads it but the admin's export.
  limiteConsultas: { $uid: { '.write': false } },
  // The calendar feed's secret address (the calendarFeed function reads it with the admin SDK): only an admin
  // reads it or writes a new one, stamped with the server's time; it is replaced, never removed.
  secretos: {
    calendario: {
      '.read': ADMIN,
      '.write': `${ADMIN} && newData.exists()`,
      creadoEn: { '.validate': 'newData.val() === now' },
    },
  },
  // The client pages' secret addresses (docs/storage-contract.md, "Client page"): no '.read' here, so only the
  // admin's export reads them; the clientBudget function reads them with the admin SDK.
  enlacesCliente: {
    $token: {
      '.write': `${ADMIN} && newData.exists()`,
      '.validate': CLIENT_LINK_WRITE,
    },
  },
  // Server only (the figuresOn* functions, npm run cifras): /tablero reads them; /cobranzas queries the months
  // with settled budgets still owing.
  cifras: { meses: { '.read': STAFF, '.indexOn': ['saldoDeCerrados'] } },
  // Server only (npm run staff): an admin lists staff, each user reads their own entry.
  staff: {
    '.read': ADMIN,
    $uid: { '.read': 'auth != null && auth.uid === $uid' },
  },
};
