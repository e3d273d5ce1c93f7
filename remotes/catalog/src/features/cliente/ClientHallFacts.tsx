// «El salón» of /p/{token}: the hall's address (with its map, not printed), hours, what is included and the
// cancellation policy, each only when the hall has written it; nothing at all when it has written none.
import type { ClientBudgetView } from '@salon/domain';
import { hasHallFacts } from './clientBudgetText';

export function ClientHallFacts({ salon }: { salon: ClientBudgetView['salon'] }) {
  if (!hasHallFacts(salon)) return null;
  return (
    <section className="cliente-salon" aria-labelledby="cliente-salon-titulo">
      <h3 id="cliente-salon-titulo">El salón</h3>
      {salon.address && (
        <p>
          Dirección: {salon.address}
          {salon.mapUrl && (
            <>
              {' · '}
              <a href={salon.mapUrl} target="_blank" rel="noopener noreferrer" className="cliente-no-print">
                Ver en el mapa
              </a>
            </>
          )}
        </p>
      )}
      {salon.hours && <p>Horarios: {salon.hours}</p>}
      {salon.included.length > 0 && (
        <>
          <p>Incluye:</p>
          <ul>
            {salon.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {salon.cancellationPolicy && (
        <>
          <h4>Política de cancelación</h4>
          <p className="cliente-texto">{salon.cancellationPolicy}</p>
        </>
      )}
    </section>
  );
}
