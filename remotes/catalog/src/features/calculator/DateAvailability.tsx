// What the page's availability service (@salon/availability) says about the chosen date: booked (with the
// nearest free dates to pick instead), free, or not verifiable. A failure there never takes the calculator
// down: the boundary hides this part and the totals keep working.
import { Component, useEffect, type ReactNode } from 'react';
import { useAvailability } from '@salon/availability';
import type { IsoDate } from '@salon/domain';
import { availabilityMessage, type AvailabilityMessage } from './availabilityNotice';

interface DateAvailabilityProps {
  date: IsoDate | null;
  onPick: (date: IsoDate) => void;
  /** The date's holiday name (null when none), so its rate is the holiday's. */
  onHoliday: (holiday: string | null) => void;
}

export function DateAvailability(props: DateAvailabilityProps) {
  return (
    <AvailabilityBoundary>
      <AvailabilityProbe {...props} />
    </AvailabilityBoundary>
  );
}

function AvailabilityProbe({ date, onPick, onHoliday }: DateAvailabilityProps) {
  const availability = useAvailability();
  const message = availabilityMessage(date, availability);
  const holiday = date && availability.ready ? availability.lookup(date).holiday : null;
  useEffect(() => onHoliday(holiday), [holiday, onHoliday]);
  return <AvailabilityNotice message={message} onPick={onPick} />;
}

class AvailabilityBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.error('No se pudo consultar la disponibilidad en la calculadora:', error.message);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function AvailabilityNotice({ message, onPick }: { message: AvailabilityMessage; onPick: (date: IsoDate) => void }) {
  if (message.kind === 'none') return null;
  if (message.kind === 'booked') {
    return (
      <div className="salon-notice salon-notice--warning calc-disponibilidad" role="alert" data-availability="Ocupado">
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
