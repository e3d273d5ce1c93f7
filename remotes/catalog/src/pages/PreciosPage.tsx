// /precios, /precios/{mes}, /precios7…18, /preciosfinde, /preciospromo: the month's prices from datosId/8.
import { useEffect } from 'react';
import { Link, useParams } from '@salon/router';
import {
  currentPage,
  formatARS,
  groupedPrices,
  monthLabel,
  parseMonthParam,
  pricesForPage,
  seasonStartYear,
  todayInHall,
} from '@salon/domain';
import { useLive, watchPrices, watchPromotions } from '@salon/firebase';
import { Loading, Notice, Page, TEXTS } from '@salon/ui';
import './precios.css';

export interface PreciosPageProps {
  kind: 'mes' | 'finde' | 'promo';
  /** Fixed page number (7–18) for /precios7…/precios18. */
  page?: number;
}

export default function PreciosPage({ kind, page: fixedPage }: PreciosPageProps) {
  const { mes } = useParams();
  const today = todayInHall(new Date());
  const requestedPage = fixedPage ?? (mes ? parseMonthParam(mes) : currentPage(today));
  const page = requestedPage ?? currentPage(today);
  const label = monthLabel(page, seasonStartYear(today));
  const prices = useLive(watchPrices);
  const month = prices.status === 'ready' ? pricesForPage(prices.value, page) : null;

  useEffect(() => {
    if (month && month.missing.length > 0) console.log(`Faltan precios de ${label}:`, month.missing.join(', '));
  }, [month?.missing.join(','), label]);

  const title = kind === 'finde' ? `Precios de fin de semana · ${label}` : kind === 'promo' ? 'Promociones' : `Precios · ${label}`;
  return (
    <Page title={title} description={`Precios del salón para ${label.toLowerCase()}: alquiler, horas extra y adicionales, en pesos.`}>
      {mes && requestedPage == null && <Notice tone="warning">No encontramos el mes “{mes}”. Te mostramos el mes actual.</Notice>}
      {kind === 'finde' && (
        <p className="precios-note">Viernes, sábados, domingos y feriados el alquiler es por 4 horas.</p>
      )}
      {kind === 'promo' && <Promotions />}
      {prices.status === 'loading' && <Loading text="Cargando precios..." />}
      {prices.status === 'error' && <Notice tone="error">No pudimos cargar los precios. Probá de nuevo en unos minutos.</Notice>}
      {month && (
        <div className="precios-groups">
          {groupedPrices(month.prices).map((group) => (
            <section key={group.group} className="salon-card" aria-labelledby={`grupo-${group.group}`}>
              <h2 id={`grupo-${group.group}`}>{group.title}</h2>
              <dl className="precios-list">
                {group.items.map((item) => (
                  <div key={item.field} className="salon-amount-row">
                    <dt>{item.label}</dt>
                    <dd data-field={item.field}>{item.price == null ? TEXTS.notFoundPrice : formatARS(item.price)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
      <nav className="precios-months" aria-label="Otros meses">
        {Array.from({ length: 12 }, (_, i) => i + 7).map((n) => (
          <Link key={n} to={`/precios${n}`} aria-current={n === page && kind === 'mes' ? 'page' : undefined}>
            {monthLabel(n, seasonStartYear(today)).split(' ')[0]}
          </Link>
        ))}
      </nav>
    </Page>
  );
}

function Promotions() {
  const promotions = useLive(watchPromotions);
  if (promotions.status !== 'ready') return null;
  const active = promotions.value.filter((promotion) => promotion.active);
  if (active.length === 0) return <Notice>Por ahora no hay promociones vigentes. Consultanos por WhatsApp.</Notice>;
  return (
    <ul className="precios-promos">
      {active.map((promotion) => (
        <li key={promotion.id} className="salon-card">
          <h2>{promotion.title}</h2>
          <p>{promotion.description}</p>
        </li>
      ))}
    </ul>
  );
}
