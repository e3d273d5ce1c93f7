// config/diasReserva: how many days a budget holds its date provisionally before it lapses by itself.
import { useCallback, useState, type FormEvent } from 'react';
import { DEFAULT_HOLD_DAYS, validateHoldDays } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchHoldDays } from '@salon/firebase/data';
import { saveHoldDays } from '@salon/firebase/staff';
import { TextField } from '@salon/ui/src/fields';
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { useSectionSave } from '../layout/useSectionSave';
import { useDraft } from './useDraft';

export function HoldDaysForm() {
  const watchText = useCallback(
    (onData: (text: string) => void, onError?: (error: Error) => void) => watchHoldDays((days) => onData(String(days)), onError),
    [],
  );
  const [days, setDays, markSaved, failed] = useDraft(useLive(watchText));
  const [error, setError] = useState<string | null>(null);
  const { saving, save } = useSectionSave();
  if (days === null) return <SectionLoading failed={failed} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = validateHoldDays(days ?? '');
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    const held = check.value;
    await save(() => saveHoldDays(held), { onSaved: markSaved, message: `Las reservas provisorias duran ${held} ${held === 1 ? 'día' : 'días'}.` });
  }

  return (
    <StaffSection
      title="Reserva provisoria"
      description={`Cuántos días retiene un presupuesto su fecha antes de que venza sola si no llega la seña (sin configurar: ${DEFAULT_HOLD_DAYS}).`}
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField
          block="staff-field"
          label="Días de reserva provisoria"
          value={days}
          onChange={setDays}
          error={error}
          inputMode="numeric"
          maxLength={3}
          hint="Entre 1 y 60 días."
        />
        <button type="submit" className="salon-button" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar días de reserva'}
        </button>
      </form>
    </StaffSection>
  );
}
