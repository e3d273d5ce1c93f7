// A warning that stops a save until staff confirm it: what is odd, the question, «… igual» and «Cancelar». The budget
// editor asks it before saving on a taken date; the receipt form before a second deposit or more than is owed.
import { AmountText } from '@salon/ui/src/AmountText';

interface ConfirmWarningProps {
  /** The id of the messages, which label the dialog. */
  id: string;
  messages: readonly string[];
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmWarning({ id, messages, question, confirmLabel, onConfirm, onCancel }: ConfirmWarningProps) {
  return (
    <div className="salon-notice salon-notice--warning" role="alertdialog" aria-labelledby={id} data-testid={id}>
      <div id={id}>
        {messages.map((message) => (
          <p key={message}>
            <AmountText text={message} />
          </p>
        ))}
        <p>{question}</p>
      </div>
      <div className="bo-actions">
        <button type="button" className="salon-button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="salon-button salon-button--secondary" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </div>
  );
}
