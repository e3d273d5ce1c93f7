// «Desde» and «Hasta» of /tablero's funnel: two month selects, and why the period cannot be used (linked to both).
import { useId } from 'react';
import type { DashboardPeriod } from './useDashboard';

function MonthSelect({
  label,
  value,
  onChange,
  period,
  errorId,
}: {
  label: string;
  value: string;
  onChange: (month: string) => void;
  period: DashboardPeriod;
  errorId: string;
}) {
  const id = useId();
  const invalid = period.error !== null;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined}>
        {period.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PeriodPicker({ period }: { period: DashboardPeriod }) {
  const errorId = useId();
  return (
    <div className="bo-list-filters bo-period">
      <MonthSelect label="Desde" value={period.desde} onChange={period.setDesde} period={period} errorId={errorId} />
      <MonthSelect label="Hasta" value={period.hasta} onChange={period.setHasta} period={period} errorId={errorId} />
      {period.error !== null && (
        <p id={errorId} className="bo-field__error bo-period__error" role="alert">
          {period.error}
        </p>
      )}
    </div>
  );
}
