// Under a reply to "quiero reservar el 12 de diciembre": the inquiry form for that date, loaded when opened.
import { useState } from 'react';
import { formatDateLong, type IsoDate } from '@salon/domain';
import { InquiryFormLazy } from '@salon/ui/src/inquiry-form/lazy';

export function ChatInquiry({ date }: { date: IsoDate }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <span className="chat-message__actions">
        <button type="button" className="chat-action chat-action--consulta" onClick={() => setOpen(true)}>
          Dejar una consulta por esta fecha
        </button>
      </span>
    );
  }
  return <InquiryFormLazy title={`Consultar por el ${formatDateLong(date)}`} headingLevel={3} prefill={{ fecha: date }} onClose={() => setOpen(false)} />;
}
