/**
 * What staff read when a write failed: a refusal of the database rules (PERMISSION_DENIED, or a function's
 * permission-denied) reads as such; anything else is most likely the connection. The form keeps what was typed.
 */
export function saveErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/permission.denied/i.test(message)) return 'El servidor rechazó el cambio: tu usuario no tiene permiso o algún dato no es válido.';
  return 'No se pudo guardar. Revisá tu conexión e intentá de nuevo; lo que escribiste sigue acá.';
}
