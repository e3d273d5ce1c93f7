// Which Google calendars feed the availability calendar, and how far ahead it looks.
import { useState, type FormEvent } from 'react';
import { calendarIdError, defaultCalendarEndDate, formatDateLong, pickerDateError } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { saveCalendarEnd, saveCalendarIds, watchCalendarEndSetting, watchCalendarIdsSetting, type CalendarIds } from '@salon/firebase/staff';
import { TextField } from '@salon/ui/src/fields';
import { DateField } from '@salon/ui/src/fields/DateField';
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { useSectionSave } from '../layout/useSectionSave';
import { useDraft } from '../admin/useDraft';

const ID_FIELDS: Array<{ key: keyof CalendarIds; label: string }> = [
  { key: 'visitSlotsCalendarId', label: 'Calendario de horarios de visita' },
  { key: 'eventsCalendarId', label: 'Calendario de eventos' },
  { key: 'holidaysCalendarId', label: 'Calendario de feriados' },
];

export function CalendarSettings() {
  const [ids, setIds, idsSaved, idsFailed] = useDraft(useLive(watchCalendarIdsSetting));
  const [endDate, setEndDate, endSaved, endFailed] = useDraft(useLive(watchCalendarEndSetting));
  const [errors, setErrors] = useState<Partial<Record<keyof CalendarIds | 'end', string | null>>>({});
  const { saving, save } = useSectionSave();
  if (!ids || endDate === null) return <SectionLoading failed={idsFailed || endFailed} />;
  const fallbackEnd = defaultCalendarEndDate(new Date());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ids) return;
    const next: typeof errors = { end: pickerDateError(endDate ?? '', false) };
    for (const { key } of ID_FIELDS) next[key] = calendarIdError(ids[key]);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const trimmed = {
      visitSlotsCalendarId: ids.visitSlotsCalendarId.trim(),
      eventsCalendarId: ids.eventsCalendarId.trim(),
      holidaysCalendarId: ids.holidaysCalendarId.trim(),
    };
    await save(() => Promise.all([saveCalendarIds(trimmed), endDate ? saveCalendarEnd(endDate) : Promise.resolve()]), {
      onSaved: () => {
        idsSaved();
        endSaved();
      },
      message: 'Se guardó la configuración del calendario.',
    });
  }

  return (
    <StaffSection
      title="Calendario"
      description="Identificadores de los calendarios de Google (vacío = el calendario predeterminado) y la última fecha que muestra el calendario."
    >
      <form onSubmit={onSubmit} noValidate>
        {ID_FIELDS.map(({ key, label }) => (
          <TextField
            block="staff-field"
            key={key}
            label={label}
            value={ids[key]}
            onChange={(value) => setIds({ ...ids, [key]: value })}
            error={errors[key]}
            spellCheck={false}
            autoCapitalize="off"
          />
        ))}
        <DateField block="staff-field" label="Fecha final del calendario" value={endDate} onChange={setEndDate} error={errors.end} />
        <p className="staff-field__hint">
          {endDate ? `El calendario muestra fechas hasta el ${formatDateLong(endDate)}.` : `Sin fecha guardada: se usa el ${formatDateLong(fallbackEnd)}.`}
        </p>
        <button type="submit" className="salon-button" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar calendario'}
        </button>
      </form>
    </StaffSection>
  );
}
