// The inbox's filters: which inquiries (a status, or all but the archived), the date asked for (from, to), and a
// search by name or phone.
import { INBOX_VIEWS, INBOX_VIEW_LABELS, type InboxView } from '@salon/domain';
import { DateInput } from '@salon/ui/src/DateInput';
import { Field } from '@salon/ui/src/fields';
import type { InboxModel } from './useInquiryInbox';

const BLOCK = 'bo-inbox-field';

export function InboxFilters({ model }: { model: InboxModel }) {
  const { filter, setFilter, filterError } = model;
  return (
    <div className="bo-inbox-filters" role="search" aria-label="Filtrar consultas">
      <Field block={BLOCK} label="Buscar por nombre o teléfono" className="bo-inbox-field--wide">
        {(control) => (
          <input {...control} type="search" value={filter.buscar} onChange={(e) => setFilter({ buscar: e.target.value })} placeholder="Ej.: Gómez o 5555" />
        )}
      </Field>
      <Field block={BLOCK} label="Mostrar" className="bo-inbox-field--wide bo-inbox-field--view">
        {(control) => (
          <select {...control} value={filter.vista} onChange={(e) => setFilter({ vista: e.target.value as InboxView })}>
            {INBOX_VIEWS.map((view) => (
              <option key={view} value={view}>
                {INBOX_VIEW_LABELS[view]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field block={BLOCK} label="Fecha pedida desde">
        {(control) => <DateInput {...control} value={filter.desde} onChange={(desde) => setFilter({ desde })} pickerLabel="Elegir la fecha «desde»" />}
      </Field>
      <Field block={BLOCK} label="Fecha pedida hasta" error={filterError}>
        {(control) => <DateInput {...control} value={filter.hasta} onChange={(hasta) => setFilter({ hasta })} pickerLabel="Elegir la fecha «hasta»" />}
      </Field>
    </div>
  );
}
