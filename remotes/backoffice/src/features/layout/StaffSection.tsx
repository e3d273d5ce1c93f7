// The frame of a back-office settings block: its titled section, and what it shows until its data arrives.
import { useId, type ReactNode } from 'react';
import { Loading, Notice } from '@salon/ui';

/** A titled block of the back-office page. */
export function StaffSection({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section className="staff-section salon-card" aria-labelledby={headingId} id={id}>
      <h2 id={headingId}>{title}</h2>
      {description && <p className="staff-section__description">{description}</p>}
      {children}
    </section>
  );
}

/** What a section shows until its data arrives: a spinner, or a Spanish error if the read failed. */
export function SectionLoading({ failed }: { failed: boolean }) {
  return failed ? (
    <Notice tone="error">No se pudieron cargar estos datos. Revisá tu conexión y recargá la página.</Notice>
  ) : (
    <Loading text="Cargando datos..." />
  );
}
