// Spanish reasons for a failed write, for staff.

export function saveErrorMessage(caught: unknown): string {
  const text = caught instanceof Error ? caught.message : String(caught);
  if (/permission.denied/i.test(text)) {
    return 'La base de datos rechazó el guardado: revisá los datos o si tu usuario tiene permiso. Lo que escribiste sigue acá.';
  }
  return `No se pudo guardar (${text}). Lo que escribiste sigue acá; probá de nuevo.`;
}
