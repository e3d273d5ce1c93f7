// What visitors type, made comparable: lower case, no accents, "¿¡" gone, spaces collapsed. Every chat rule
// matches on this folded text, so "Sábado", "sabado" and "SÁBADO" mean the same.

/** Lower case without accents (ñ kept as n too: "manana" and "mañana" both mean tomorrow). */
export function foldChatText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[¿¡]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
