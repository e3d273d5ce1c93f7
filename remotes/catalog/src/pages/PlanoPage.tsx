// /Plano: the hall's floor plan from configuration (config/plano).
import { useLive, watchFloorPlan } from '@salon/firebase';
import { Loading, Notice, Page } from '@salon/ui';

export default function PlanoPage() {
  const plan = useLive(watchFloorPlan);
  return (
    <Page title="Plano del salón" description="La distribución del salón: pista, mesas, cocina, parrilla y sanitarios.">
      {plan.status === 'loading' && <Loading text="Cargando plano..." />}
      {plan.status === 'ready' && !plan.value.imageSrc && <Notice>El plano todavía no está cargado.</Notice>}
      {plan.status === 'ready' && plan.value.imageSrc && (
        <img src={plan.value.imageSrc} alt="Plano del salón" style={{ width: '100%', height: 'auto' }} />
      )}
      {plan.status === 'ready' && (
        <ul>
          {plan.value.areas.map((area) => (
            <li key={area.id}>
              <strong>{area.name}</strong>: {area.description}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
