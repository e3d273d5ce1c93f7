// What the page's availability service (@salon/availability) says about the chosen date: booked (with the
// nearest free dates to pick instead), free, or not verifiable. A failure there never takes the calculator
// down: the boundary hides this part, says so, and the totals keep working. What it finds is reported to the
// page (onReport), which holds the send button on a booked date and names the holiday in the quote.
import { Component, useEffect, type ReactNode } from 'react';
import { useAvailability } from '@salon/availability';
import type { IsoDate } from '@salon/domain';
import { availabilityMessage, type AvailabilityMessage } from './availabilityNotice';
import type { DateReport } from './calculatorModel';

interface DateAvailabilityProps {
  date: IsoDate | null;
  onPick: (date: IsoDate) => void;
  /** What the availability says of the date: booked, free…, and its holiday name (its rate is the holiday's). */
  onReport: (report: DateReport) => void;
  /** The availability's part failed and will report nothing more. */
  onDown: () => void;
}

export function DateAvailability(props: DateAvailabilityProps) {
  return (
    <AvailabilityBoundary onDown={props.onDown}>
      <AvailabilityProbe {...props} />
    </AvailabilityBoundary>
  );
}

function AvailabilityProbe({ date, onPick, onReport }: DateAvailabilityProps) {
  const availability = useAvailability();
  const message = availabilityMessage(date, availability);
  const holiday = date && availability.ready ? availability.lookup(date).holiday : null;
  const kind = message.kind;
  useEffect(() => {
    if (date) onReport({ date, kind, holiday });
  }, [date, kind, holiday, onReport]);
  return <AvailabilityNotice message={message} onPick={onPick} />;
}

class AvailabilityBoundary extends Component<{ children: ReactNode; onDown: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('No se pudo consultar la disponibilidad en la calculadora:', error.message);
    this.props.onDown();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function AvailabilityNotice({ message, onPick }: { message: AvailabilityMessage; onPick: (date: IsoDate) => void }) {
  if (message.kind === 'none') return null;
  if (message.kind === 'booked' || message.kind === 'held') {
    return (
      <div
        className="salon-notice salon-notice--warning calc-disponibilidad"
        role="alert"
        data-availability={message.kind === 'held' ? 'Reservado provisoriamente' : 'Ocupado'}
      >
        <p>{message.text}</p>
        {message.alternatives.length > 0 && (
          <ul className="calc-alternativas">
            {message.alternatives.map((alternative) => (
              <li key={alternative.date}>
                <button type="button" className="salon-button salon-button--secondary" onClick={() => onPick(alternative.date)}>
                  {alternative.text}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <p className={`calc-disponibilidad calc-disponibilidad--${message.kind}`} role="status" data-availability={message.kind}>
      {message.text}
    </p>
  );
}
