// Small pieces of Spanish text shared by the screens.

/** "1 recibo", "2 recibos", "0 recibos": the count with its noun in the right number. */
export const countText = (count: number, singular: string, plural: string): string => `${count} ${count === 1 ? singular : plural}`;

/** "1 dato nuevo, 1 modificado y 0 eliminados": what an import would change, each count agreeing with its word. */
export function importChangesText({ added, changed, removed }: { added: number; changed: number; removed: number }): string {
  return `${countText(added, 'dato nuevo', 'datos nuevos')}, ${countText(changed, 'modificado', 'modificados')} y ${countText(removed, 'eliminado', 'eliminados')}`;
}

/** The warning after a price raise that left invalid amounts alone: "1 casilla … quedó …", "3 casillas … quedaron …". */
export function skippedCellsText(count: number): string {
  return count === 1 ? '1 casilla con un monto inválido quedó sin cambiar' : `${count} casillas con montos inválidos quedaron sin cambiar`;
}
