import type { ComponentType } from 'react';
import { Link } from '@salon/router';
import { useLive } from '@salon/firebase';
import { watchPrices } from '@salon/firebase/data';
import { currentPage, formatARS, monthLabel, pricesForPage, seasonStartYear, todayInHall } from '@salon/domain';
import { TEXTS } from '@salon/ui';

function Welcome({ companyName }: { companyName: string }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <h1 id="home-hero-title">{companyName}</h1>
      <p className="home-hero__lead">Tu fiesta en un salón listo para celebrar: cumpleaños, bautismos, reuniones y más.</p>
      <div className="home-hero__actions">
        <Link className="salon-button" to="/calendario">
          Ver fechas libres
        </Link>
        <Link className="salon-button salon-button--secondary home-hero__secondary" to="/calculadora">
          Calcular mi presupuesto
        </Link>
      </div>
    </section>
  );
}

function PricesSummary() {
  const live = useLive(watchPrices);
  const prices = live.status === 'ready' ? live.value : null;
  const today = todayInHall(new Date());
  const page = currentPage(today);
  const monthPrices = prices ? pricesForPage(prices, page).prices : null;
  const show = (value: number | null | undefined) => (monthPrices ? (value == null ? TEXTS.notFoundPrice : formatARS(value)) : '…');
  return (
    <section className="home-card" aria-labelledby="home-prices-title">
      <h2 id="home-prices-title">Precios de {monthLabel(page, seasonStartYear(today)).toLowerCase()}</h2>
      <dl className="home-prices">
        <div className="salon-amount-row">
          <dt>Lunes a jueves (3 hs)</dt>
          <dd data-testid="home-price-3hs">{show(monthPrices?.b_precio_3hs_)}</dd>
        </div>
        <div className="salon-amount-row">
          <dt>Viernes a domingo y feriados (4 hs)</dt>
          <dd data-testid="home-price-4hs">{show(monthPrices?.a_precio_4hs_)}</dd>
        </div>
      </dl>
      <Link to="/precios">Ver todos los precios y adicionales</Link>
    </section>
  );
}

function Photos() {
  return (
    <section className="home-card" aria-labelledby="home-photos-title">
      <h2 id="home-photos-title">Fotos</h2>
      <ul className="home-links">
        <li>
          <Link to="/fotosSalon">El salón</Link>
        </li>
        <li>
          <Link to="/fotosCocina">La cocina</Link>
        </li>
        <li>
          <Link to="/FotosOpcionales">Adicionales</Link>
        </li>
        <li>
          <Link to="/fotos">Todas las fotos</Link>
        </li>
      </ul>
    </section>
  );
}

function linkCard(id: string, title: string, text: string, to: string, action: string) {
  return function LinkCard() {
    return (
      <section className="home-card" aria-labelledby={`home-${id}-title`}>
        <h2 id={`home-${id}-title`}>{title}</h2>
        <p>{text}</p>
        <Link className="salon-button salon-button--secondary" to={to}>
          {action}
        </Link>
      </section>
    );
  };
}

/** One component per section name of componentOrder. "Chatbot" has none: it controls the chat button. */
export const HOME_SECTION_COMPONENTS: Record<string, ComponentType<{ companyName: string }> | undefined> = {
  Bienvenida: Welcome,
  Precios: PricesSummary,
  Fotos: Photos,
  Calendario: linkCard('calendar', 'Fechas libres', 'Mirá qué fechas están libres y los horarios de visita.', '/calendario', 'Ver calendario'),
  Calculadora: linkCard('calculator', 'Calculadora', 'Elegí fecha, horas y adicionales y mirá el total al instante.', '/calculadora', 'Calcular'),
  Plano: linkCard('plan', 'El salón', 'Dónde queda, capacidad, horarios, qué incluye y el plano del salón.', '/Plano', 'Ver el salón'),
  Contacto: linkCard('contact', 'Contacto', '¿Tenés dudas? Escribinos por WhatsApp y te respondemos.', '/cotizacion-exitosa', 'Escribir por WhatsApp'),
};
