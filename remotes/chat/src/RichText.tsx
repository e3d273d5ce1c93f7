import { Fragment } from 'react';

/**
 * Bot replies: `**bold**` and line breaks, and nothing else. The text becomes React text nodes, never
 * HTML, so neither the model nor a visitor can inject markup.
 */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split('**').map((part, index) =>
        index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
