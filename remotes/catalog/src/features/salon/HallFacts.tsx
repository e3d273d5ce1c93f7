// "El salón" on /Plano: where the hall is (with its map), how many guests it holds, its hours, what the rental
// includes and the cancellation policy, from config/salon. Nothing is shown for a fact not stored.
import { capacityText, hasHallFacts, type HallFacts as Facts } from '@salon/domain';
import './hallFacts.css';

export function HallFacts({ facts }: { facts: Facts }) {
  if (!hasHallFacts(facts)) return null;
  return (
    <section className="salon-card hall-facts" aria-labelledby="hall-facts-title">
      <h2 id="hall-facts-title">El salón</h2>
      <dl className="hall-facts__list">
        {facts.address && (
          <div>
            <dt>Dirección</dt>
            <dd>
              {facts.address}{' '}
              <a href={facts.mapUrl} target="_blank" rel="noopener noreferrer">
                Ver en el mapa<span className="visually-hidden"> (se abre en otra pestaña)</span>
              </a>
            </dd>
          </div>
        )}
        {facts.capacity !== null && (
          <div>
            <dt>Capacidad</dt>
            <dd>{capacityText(facts.capacity).replace(/^h/, 'H')}</dd>
          </div>
        )}
        {facts.hours && (
          <div>
            <dt>Horarios</dt>
            <dd>{facts.hours}</dd>
          </div>
        )}
        {facts.included.length > 0 && (
          <div>
            <dt>Qué incluye el alquiler</dt>
            <dd>
              <ul>
                {facts.included.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {facts.cancellationPolicy && (
          <div>
            <dt>Política de cancelación</dt>
            <dd className="hall-facts__policy">{facts.cancellationPolicy}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
