/**
 * What the colours mean. "Horario de visita" is named only when the calendar has visit slots; it is
 * the last item and keeps its place while hidden, so the legend never changes size when the dates arrive.
 */
export function Legend({ showVisits }: { showVisits: boolean }) {
  return (
    <ul className="cal-legend" aria-label="Referencias del calendario">
      <li>
        <span className="cal-swatch cal-swatch--busy" aria-hidden="true" /> Ocupado
      </li>
      <li>
        <span className="cal-swatch cal-swatch--held" aria-hidden="true" /> Reservado provisoriamente: puede liberarse en unos días
      </li>
      <li>
        <span className="cal-swatch cal-swatch--holiday" aria-hidden="true" /> Feriado (tarifa de fin de semana)
      </li>
      <li>
        <span className="cal-swatch cal-swatch--free" aria-hidden="true" /> Libre: tocá la fecha para ver su precio
      </li>
      <li className={showVisits ? undefined : 'cal-legend__reserved'} aria-hidden={showVisits ? undefined : true}>
        <span className="cal-swatch cal-swatch--visit" aria-hidden="true" /> Horario de visita
      </li>
    </ul>
  );
}
