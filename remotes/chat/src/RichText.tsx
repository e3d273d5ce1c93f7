import { Fragment } from 'react';

const AMOUNT = /^-?\$ [\d.,]+$/;
const BOLD = /\*\*([^*\n](?:[^\n]*?[^*\n])?)\*\*/g;

/**
 * Bot replies: `**bold**` and line breaks, and nothing else. The text becomes React text nodes, never
 * HTML, so neither the model nor a visitor can inject markup. A lone "**" stays as typed.
 */
export function RichText({ text }: { text: string }) {
  const parts: Array<{ bold: boolean; text: string }> = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    if (match.index > last) parts.push({ bold: false, text: text.slice(last, match.index) });
    parts.push({ bold: true, text: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ bold: false, text: text.slice(last) });
  return (
    <>
      {parts.map((part, index) => {
        const lines = part.text.split('\n').flatMap((line, lineIndex) => (lineIndex === 0 ? [line] : [<br key={`br${lineIndex}`} />, line]));
        if (!part.bold) return <Fragment key={index}>{lines}</Fragment>;
        // An amount never breaks between "$" and the number.
        return (
          <strong key={index} className={AMOUNT.test(part.text) ? 'chat-amount' : undefined}>
            {lines}
          </strong>
        );
      })}
    </>
  );
}
