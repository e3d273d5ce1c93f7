// /admin, "Calendario para tu teléfono": the feed's subscription address, how to subscribe, and a new address
// (confirmed first: the old one stops working at once). The model: ./useCalendarFeed.ts.
import { Notice } from '@salon/ui';
import { Field } from '@salon/ui/src/fields';
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { useCalendarFeed, type CalendarFeedModel } from './useCalendarFeed';
import './calendarFeed.css';

export function CalendarFeedSection() {
  const model = useCalendarFeed();
  return (
    <StaffSection
      title="Calendario para tu teléfono"
      description="Los eventos confirmados y las fechas reservadas provisoriamente, en el calendario de tu teléfono o en Google Calendar. Se actualiza solo."
    >
      {model.status === 'loading' || model.status === 'error' ? <SectionLoading failed={model.status === 'error'} /> : <FeedAddress model={model} />}
    </StaffSection>
  );
}

function FeedAddress({ model }: { model: CalendarFeedModel }) {
  if (!model.addresses) {
    return (
      <div className="feed">
        <p>Todavía no hay una dirección para el calendario.</p>
        {model.rotateError && <Notice tone="error">{model.rotateError}</Notice>}
        <button type="button" className="salon-button" onClick={() => void model.rotate()} disabled={model.rotating}>
          {model.rotating ? 'Generando...' : 'Generar la dirección'}
        </button>
      </div>
    );
  }
  const address = model.addresses.https;
  return (
    <div className="feed">
      <Field
        block="staff-field"
        label="Dirección de suscripción"
        hint="Quien tenga esta dirección ve las fechas, los nombres de los clientes, lo contratado y los totales (nunca teléfonos ni correos). Compartila solo con quien corresponda; si se filtró, generá una nueva."
      >
        {(control) => <input {...control} className="feed__address" readOnly value={address} onFocus={(event) => event.target.select()} />}
      </Field>
      <div className="feed__actions">
        <button type="button" className="salon-button" onClick={() => void model.copyAddress()}>
          Copiar la dirección
        </button>
        <a className="salon-button salon-button--secondary" href={model.addresses.webcal}>
          Abrir en el calendario del teléfono
        </a>
      </div>
      <p className="feed__copied" role="status">
        {model.copy === 'copied' ? 'Dirección copiada.' : model.copy === 'manual' ? 'No se pudo copiar: seleccioná la dirección y copiala a mano.' : ''}
      </p>
      {model.local && (
        <Notice tone="info">
          Esta es la dirección del servidor local de prueba: funciona solo en esta computadora. Google Calendar y tu teléfono la pueden leer cuando el sitio
          está publicado en Firebase.
        </Notice>
      )}
      <h3>Cómo suscribirte</h3>
      <ul className="feed__steps">
        <li>
          <strong>Google Calendar</strong> (Android o cualquier teléfono con tu cuenta de Google): en una computadora abrí calendar.google.com, en «Otros
          calendarios» tocá «+» y elegí «Desde URL», pegá la dirección y tocá «Agregar calendario». Aparece también en la app de Google Calendar del teléfono.
          Google lo vuelve a leer cada algunas horas.
        </li>
        <li>
          <strong>iPhone o iPad</strong>: desde el iPhone tocá «Abrir en el calendario del teléfono» y confirmá con «Suscribirse». También podés ir a Ajustes ›
          Calendario › Cuentas › Agregar cuenta › Otra › «Agregar calendario suscrito» y pegar la dirección.
        </li>
      </ul>
      {model.confirming ? (
        <div className="feed__confirm" role="group" aria-label="Generar una dirección nueva">
          <p>
            <strong>¿Generar una dirección nueva?</strong> La dirección actual deja de funcionar en el acto: los calendarios suscriptos a ella dejan de
            actualizarse y hay que suscribirse otra vez con la nueva.
          </p>
          {model.rotateError && <Notice tone="error">{model.rotateError}</Notice>}
          <div className="feed__actions">
            <button type="button" className="salon-button" onClick={() => void model.rotate()} disabled={model.rotating}>
              {model.rotating ? 'Generando...' : 'Sí, generar una dirección nueva'}
            </button>
            <button type="button" className="salon-button salon-button--secondary" onClick={model.cancelRotate} disabled={model.rotating}>
              Cancelar
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="salon-button salon-button--secondary" onClick={model.askRotate}>
          Generar una dirección nueva
        </button>
      )}
    </div>
  );
}
