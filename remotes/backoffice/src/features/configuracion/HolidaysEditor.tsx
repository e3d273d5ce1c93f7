// Holidays beyond the holidays calendar: dates added or taken away (feriados_modificados) and holidays
// that repeat every year (feriados_recurrentes). Holidays take the weekend rate.
import { useState, type FormEvent } from 'react';
import { formatDateLong, MONTH_NAMES_ES, parseMonthDay, pickerDateError, shortTextError } from '@salon/domain';
import { useLive } from '@salon/firebase';
import {
  addHoliday,
  addRecurringHoliday,
  markNotHoliday,
  removeAddedHoliday,
  removeRecurringHoliday,
  unmarkNotHoliday,
  watchHolidayOverridesSetting,
  watchRecurringHolidaysSetting,
} from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { saveErrorMessage, TextField } from '@salon/ui/src/fields';
import { DateField } from '@salon/ui/src/fields/DateField';
import { SectionLoading, StaffSection } from '../layout/StaffSection';

const compactToIso = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

function monthDayLabel(monthDay: string): string {
  const [month, day] = monthDay.split('-').map(Number);
  return `${day} de ${MONTH_NAMES_ES[(month ?? 1) - 1] ?? ''}`;
}

async function run(action: () => Promise<void>, done: string): Promise<boolean> {
  try {
    await action();
    notify(done, 'success');
    return true;
  } catch (error) {
    notify(saveErrorMessage(error), 'error');
    return false;
  }
}

export function HolidayOverridesEditor() {
  const overrides = useLive(watchHolidayOverridesSetting);
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [notHoliday, setNotHoliday] = useState('');
  const [errors, setErrors] = useState<{ date?: string | null; name?: string | null; notHoliday?: string | null }>({});

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const next = { date: pickerDateError(date), name: shortTextError(name, 80, 'Escribí el nombre del feriado.') };
    setErrors(next);
    if (next.date || next.name) return;
    if (await run(() => addHoliday(date, name.trim()), `Se agregó el feriado del ${formatDateLong(date)}.`)) {
      setDate('');
      setName('');
    }
  }

  async function onRemoveDate(event: FormEvent) {
    event.preventDefault();
    const problem = pickerDateError(notHoliday);
    setErrors({ notHoliday: problem });
    if (problem) return;
    if (await run(() => markNotHoliday(notHoliday), `El ${formatDateLong(notHoliday)} ya no se trata como feriado.`)) setNotHoliday('');
  }

  if (overrides.status !== 'ready') return <SectionLoading failed={overrides.status === 'error'} />;
  const { added, removed } = overrides.value;
  return (
    <StaffSection
      title="Feriados agregados y quitados"
      description="Correcciones al calendario de feriados: días que también son feriado, o feriados que este año no se toman."
    >
      <h3 className="staff-subtitle">Feriados agregados</h3>
      {added.length === 0 ? (
        <p className="staff-empty">No hay feriados agregados.</p>
      ) : (
        <ul className="staff-list" aria-label="Feriados agregados">
          {added.map((holiday) => (
            <li key={holiday.id}>
              <span>
                <strong>{formatDateLong(holiday.date)}</strong> · {holiday.name || 'Feriado'}
              </span>
              <button
                type="button"
                className="staff-small-button"
                aria-label={`Quitar el feriado del ${formatDateLong(holiday.date)}`}
                onClick={() => void run(() => removeAddedHoliday(holiday.id), 'Feriado quitado.')}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onAdd} noValidate aria-label="Agregar un feriado">
        <div className="staff-row">
          <DateField block="staff-field" label="Fecha del feriado" value={date} onChange={setDate} error={errors.date} />
          <TextField
            block="staff-field"
            label="Nombre del feriado"
            value={name}
            onChange={setName}
            error={errors.name}
            placeholder="Por ejemplo: Feriado puente"
          />
          <button type="submit" className="salon-button staff-row__button">
            Agregar feriado
          </button>
        </div>
      </form>

      <h3 className="staff-subtitle">Días que no son feriado</h3>
      {removed.length === 0 ? (
        <p className="staff-empty">No hay feriados quitados.</p>
      ) : (
        <ul className="staff-list" aria-label="Días que no son feriado">
          {removed.map((compact) => (
            <li key={compact}>
              <strong>{formatDateLong(compactToIso(compact))}</strong>
              <button
                type="button"
                className="staff-small-button"
                aria-label={`Volver a tratar como feriado el ${formatDateLong(compactToIso(compact))}`}
                onClick={() => void run(() => unmarkNotHoliday(compact), 'Listo: vuelve a ser feriado.')}
              >
                Deshacer
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onRemoveDate} noValidate aria-label="Quitar un feriado">
        <div className="staff-row">
          <DateField block="staff-field" label="Fecha que no es feriado" value={notHoliday} onChange={setNotHoliday} error={errors.notHoliday} />
          <button type="submit" className="salon-button salon-button--secondary staff-row__button">
            Quitar feriado
          </button>
        </div>
      </form>
    </StaffSection>
  );
}

export function RecurringHolidaysEditor() {
  const holidays = useLive(watchRecurringHolidaysSetting);
  const [month, setMonth] = useState('1');
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ day?: string | null; name?: string | null }>({});

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const parsed = parseMonthDay(`${month}-${day.trim()}`);
    const next = {
      day: 'error' in parsed ? (day.trim() === '' ? 'Escribí el día.' : parsed.error) : null,
      name: shortTextError(name, 80, 'Escribí el nombre del feriado.'),
    };
    setErrors(next);
    if (next.day || next.name || 'error' in parsed) return;
    if (await run(() => addRecurringHoliday(parsed.monthDay, name.trim()), `Se agregó el feriado de cada ${monthDayLabel(parsed.monthDay)}.`)) {
      setDay('');
      setName('');
    }
  }

  if (holidays.status !== 'ready') return <SectionLoading failed={holidays.status === 'error'} />;
  const sorted = [...holidays.value].sort((a, b) => {
    const [am = 0, ad = 0] = a.monthDay.split('-').map(Number);
    const [bm = 0, bd = 0] = b.monthDay.split('-').map(Number);
    return am - bm || ad - bd;
  });
  return (
    <StaffSection title="Feriados de todos los años" description="Fechas que son feriado cada año, por ejemplo el 25 de diciembre.">
      {sorted.length === 0 ? (
        <p className="staff-empty">No hay feriados recurrentes.</p>
      ) : (
        <ul className="staff-list" aria-label="Feriados de todos los años">
          {sorted.map((holiday) => (
            <li key={holiday.id}>
              <span>
                <strong>{monthDayLabel(holiday.monthDay)}</strong> · {holiday.name || 'Feriado'}
              </span>
              <button
                type="button"
                className="staff-small-button"
                aria-label={`Quitar el feriado del ${monthDayLabel(holiday.monthDay)}`}
                onClick={() => void run(() => removeRecurringHoliday(holiday.id), 'Feriado quitado.')}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onAdd} noValidate aria-label="Agregar un feriado recurrente">
        <div className="staff-row">
          <div className="staff-field">
            <label htmlFor="recurring-month">Mes</label>
            <select id="recurring-month" value={month} onChange={(event) => setMonth(event.target.value)}>
              {MONTH_NAMES_ES.map((monthName, index) => (
                <option key={monthName} value={index + 1}>
                  {monthName}
                </option>
              ))}
            </select>
          </div>
          <TextField block="staff-field" label="Día" inputMode="numeric" value={day} onChange={setDay} error={errors.day} maxLength={2} />
          <TextField block="staff-field" label="Nombre" value={name} onChange={setName} error={errors.name} placeholder="Por ejemplo: Navidad" />
          <button type="submit" className="salon-button staff-row__button">
            Agregar
          </button>
        </div>
      </form>
    </StaffSection>
  );
}
