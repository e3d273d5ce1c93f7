// One card of /tablero: a figure's heading (which names the section), a note on what it counts, and its content.
import type { ReactNode } from 'react';

export function Figure({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section className="salon-card bo-figure" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note && <p className="bo-muted">{note}</p>}
      {children}
    </section>
  );
}
