export function Legend() {
  return (
    <ul className="cal-legend" aria-label="Referencias del calendario">
      <li>
        <span className="cal-swatch cal-swatch--busy" aria-hidden="true" /> Ocupado
      </li>
      <li>
        <span className="cal-swatch cal-swatch--holiday" aria-hidden="true" /> Feriado (tarifa de fin de semana)
      </li>
      <li>
        <span className="cal-swatch cal-swatch--visit" aria-hidden="true" /> Horario de visita
      </li>
      <li>
        <span className="cal-swatch cal-swatch--free" aria-hidden="true" /> Libre: tocá la fecha para ver su precio
      </li>
    </ul>
  );
}
