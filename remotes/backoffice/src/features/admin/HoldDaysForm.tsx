// config/diasReserva: how many days a budget holds its date provisionally before it lapses by itself.
import { useCallback, useState, type FormEvent } from 'react';
import { DEFAULT_HOLD_DAYS, validateHoldDays } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchHoldDays } from '@salon/firebase/data';
import { saveHoldDays } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { saveErrorMessage, TextField } from '@salon/ui/src/fields';
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { useDraft } from './useDraft';

export function HoldDaysForm() {
  const watchText = useCallback(
    (onData: (text: string) => void, onError?: (error: Error) => void) => watchHoldDays((days) => onData(String(days)), onError),
    [],
  );
  const [days, setDays, markSaved, failed] = useDraft(useLive(watchText));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (days === null) return <SectionLoading failed={failed} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = validateHoldDays(days ?? '');
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await saveHoldDays(check.value);
      markSaved();
      notify(`Las reservas provisorias duran ${check.value} ${check.value === 1 ? 'día' : 'días'}.`, 'success');
    } catch (saveError) {
      notify(saveErrorMessage(saveError), 'error');
    } finally {
      setSaving(false);
    }
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
