// config/cobros: the deposit's share of a budget that names none and when the balance falls due; every budget's
// «Plan de pagos», /cobranzas and the client's page follow it (docs/storage-contract.md, "Payment plan").
import { useState, type FormEvent } from 'react';
import {
  DEFAULT_BALANCE_DAYS,
  DEFAULT_DEPOSIT_PERCENT,
  validatePaymentTerms,
  type PaymentTerms,
  type PaymentTermsForm as PaymentTermsFormValues,
} from '@salon/domain';
import { useLive } from '@salon/firebase';
import { savePaymentTerms, watchPaymentTerms } from '@salon/firebase/staff';
import { TextField } from '@salon/ui/src/fields';
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { useSectionSave } from '../layout/useSectionSave';
import { useDraft } from './useDraft';

const asForm = (terms: PaymentTerms): PaymentTermsFormValues => ({ porcentajeSena: String(terms.porcentajeSena), diasSaldo: String(terms.diasSaldo) });
const watchTermsForm = (onData: (form: PaymentTermsFormValues) => void, onError?: (error: Error) => void) =>
  watchPaymentTerms((terms) => onData(asForm(terms)), onError);

export function PaymentTermsForm() {
  const [form, setForm, markSaved, failed] = useDraft(useLive(watchTermsForm));
  const [errors, setErrors] = useState<Partial<Record<keyof PaymentTermsFormValues, string>>>({});
  const { saving, save } = useSectionSave();
  if (form === null) return <SectionLoading failed={failed} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form === null) return;
    const check = validatePaymentTerms(form);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    const terms = check.value;
    await save(() => savePaymentTerms(terms), {
      onSaved: markSaved,
      message: `Seña del ${terms.porcentajeSena} % y saldo ${terms.diasSaldo} días antes del evento.`,
    });
  }

  return (
    <StaffSection
      title="Seña y saldo"
      description={`El plan de pagos de cada presupuesto: la seña (si el presupuesto no indica una) y cuándo vence el saldo (sin configurar: ${DEFAULT_DEPOSIT_PERCENT} % y ${DEFAULT_BALANCE_DAYS} días).`}
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField
          block="staff-field"
          label="Seña (% del total)"
          value={form.porcentajeSena}
          onChange={(porcentajeSena) => setForm({ ...form, porcentajeSena })}
          error={errors.porcentajeSena}
          inputMode="numeric"
          maxLength={5}
          hint="Entre 0 y 100. Vence el día en que se hace el presupuesto."
        />
        <TextField
          block="staff-field"
          label="Saldo: días antes del evento"
          value={form.diasSaldo}
          onChange={(diasSaldo) => setForm({ ...form, diasSaldo })}
          error={errors.diasSaldo}
          inputMode="numeric"
          maxLength={3}
          hint="Entre 0 y 180 días."
        />
        <button type="submit" className="salon-button" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar seña y saldo'}
        </button>
      </form>
    </StaffSection>
  );
}
