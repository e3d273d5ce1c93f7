// /precios, /precios/{mes}, /precios7…18, /preciosfinde, /preciospromo: the month's prices from datosId/8,
// live (a staff change shows at once), with the weekend days and the promotions staff publish.
import { useEffect } from 'react';
import { Link, useParams } from '@salon/router';
import {
  currentPage,
  currentPromotions,
  DEFAULT_WEEKEND_DAYS,
  formatARS,
  groupedPrices,
  monthLabel,
  parseMonthParam,
  pricesForPage,
  promotionPeriod,
  seasonStartYear,
  todayInHall,
  joinSpanish,
  weekdayNames,
  type IsoDate,
  type MonthPrices,
  type Weekday,
} from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchPrices, watchPromotions, watchWeekendDays } from '@salon/firebase/data';
import { Loading, Notice, Page, TEXTS } from '@salon/ui';
import './precios.css';

export interface PreciosPageProps {
  kind: 'mes' | 'finde' | 'promo';
  /** Fixed page number (7–18) for /precios7…/precios18. */
  page?: number;
}

const amount = (price: number | null | undefined) => (price == null ? TEXTS.notFoundPrice : formatARS(price));

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The days that are not weekend, in week order. */
const weekdaysOf = (weekend: readonly Weekday[]) => [1, 2, 3, 4, 5, 6, 0].filter((day) => !weekend.includes(day as Weekday));

export default function PreciosPage({ kind, page: fixedPage }: PreciosPageProps) {
  const { mes } = useParams();
  const today = todayInHall(new Date());
  const requestedPage = fixedPage ?? (mes ? parseMonthParam(mes) : currentPage(today));
  const page = requestedPage ?? currentPage(today);
  const label = monthLabel(page, seasonStartYear(today));
  const prices = useLive(watchPrices);
  const weekendState = useLive(watchWeekendDays);
  const weekend = weekendState.status === 'ready' ? weekendState.value : [...DEFAULT_WEEKEND_DAYS];
  const month = prices.status === 'ready' ? pricesForPage(prices.value, page) : null;
  const missingKey = month?.missing.join(',') ?? '';

  useEffect(() => {
    // The seed's rule: a missing price is only logged; visitors read "Consultar".
    if (missingKey) console.log(`Faltan precios de ${label}: ${missingKey}`);
  }, [missingKey, label]);

  const title = kind === 'finde' ? `Precios de fin de semana · ${label}` : kind === 'promo' ? 'Promociones' : `Precios · ${label}`;
  const description =
    kind === 'promo'
      ? `Promociones vigentes del salón y precios de ${label.toLowerCase()} en pesos.`
      : kind === 'finde'
        ? `Cuánto cuesta alquilar el salón un fin de semana o feriado en ${label.toLowerCase()}: 4 horas, horas extra y adicionales.`
        : `Precios del salón para ${label.toLowerCase()}: alquiler, horas extra y adicionales, en pesos.`;

  return (
    <Page title={title} description={description}>
      {mes && requestedPage == null && <Notice tone="warning">No encontramos el mes “{mes}”. Te mostramos los precios del mes actual.</Notice>}
      {kind === 'promo' && <Promotions today={today} />}
      {prices.status === 'loading' && <Loading text="Cargando precios..." />}
      {prices.status === 'error' && <Notice tone="error">No pudimos cargar los precios. Probá de nuevo en unos minutos.</Notice>}
      {month && (
        <>
          {kind === 'promo' && <h2 className="precios-subtitulo">Precios de {label.toLowerCase()}</h2>}
          <RateSummary kind={kind} prices={month.prices} weekend={weekend} />
          <div className="precios-groups">
            {groupedPrices(month.prices).map((group) => (
              <section key={group.group} className="salon-card" aria-labelledby={`grupo-${group.group}`}>
                <h2 id={`grupo-${group.group}`}>{group.title}</h2>
                <dl className="precios-list">
                  {group.items.map((item) => (
                    <div key={item.field} className="salon-amount-row">
                      <dt>{item.label}</dt>
                      <dd data-field={item.field} className={item.price == null ? 'precios-consultar' : undefined}>
                        {amount(item.price)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <p className="precios-cta">
            <Link className="salon-button" to="/calculadora">
              Calculá el total de tu fiesta
            </Link>
          </p>
        </>
      )}
      <nav className="precios-months" aria-label="Precios de otros meses">
        <h2 className="precios-months__title">Otros meses</h2>
        <ul>
          {Array.from({ length: 12 }, (_, i) => i + 7).map((n) => (
            <li key={n}>
              <Link to={`/precios${n}`} aria-current={n === page && kind === 'mes' ? 'page' : undefined}>
                {monthLabel(n, seasonStartYear(today))}
              </Link>
            </li>
          ))}
        </ul>
        <p className="precios-more">
          <Link to="/preciosfinde">Fines de semana y feriados</Link> · <Link to="/preciospromo">Promociones</Link>
        </p>
      </nav>
    </Page>
  );
}

/** The two rates at a glance: which days, how many hours, how much. The weekend page puts the weekend first. */
function RateSummary({ kind, prices, weekend }: { kind: PreciosPageProps['kind']; prices: MonthPrices; weekend: Weekday[] }) {
  const weekendDays = joinSpanish([...weekdayNames(weekend), 'feriados']);
  const weekdays = weekdayNames(weekdaysOf(weekend));
  const weekendCard = (
    <div className="precios-rate precios-rate--finde" key="finde">
      <h2>Fin de semana y feriados</h2>
      <p className="precios-rate__days">{capitalised(weekendDays)} · 4 horas</p>
      <p className="precios-rate__price" data-rate="finde">
        {amount(prices.a_precio_4hs_)}
      </p>
      <p className="precios-rate__extra">Hora extra: {amount(prices.c_hora_extra_finde_)}</p>
    </div>
  );
  const weekdayCard =
    weekdays.length > 0 ? (
      <div className="precios-rate" key="semana">
        <h2>Días de semana</h2>
        <p className="precios-rate__days">{capitalised(joinSpanish(weekdays))} (salvo feriados) · 3 horas</p>
        <p className="precios-rate__price" data-rate="semana">
          {amount(prices.b_precio_3hs_)}
        </p>
        <p className="precios-rate__extra">Hora extra: {amount(prices.d_hora_extra_semana_)}</p>
      </div>
    ) : null;
  return (
    <section className="precios-tarifas" aria-label="Tarifas del alquiler">
      <div className="precios-rates">{kind === 'finde' ? [weekendCard, weekdayCard] : [weekdayCard, weekendCard]}</div>
      {kind === 'finde' && (
        <p className="precios-note">
          Los {joinSpanish([...weekdayNames(weekend, { plural: true }), 'feriados'])} el alquiler es por 4 horas, y cada hora extra se cobra con la tarifa de
          fin de semana. Los adicionales cuestan lo mismo cualquier día.
        </p>
      )}
    </section>
  );
}

function Promotions({ today }: { today: IsoDate }) {
  const promotions = useLive(watchPromotions);
  if (promotions.status === 'loading') return <Loading text="Cargando promociones..." />;
  if (promotions.status === 'error') return <Notice tone="error">No pudimos cargar las promociones. Consultanos por WhatsApp.</Notice>;
  const current = currentPromotions(promotions.value, today);
  if (current.length === 0) return <Notice>Por ahora no hay promociones vigentes. Consultanos por WhatsApp.</Notice>;
  return (
    <section aria-labelledby="promos-titulo" className="precios-promos-section">
      <h2 id="promos-titulo" className="visually-hidden">
        Promociones vigentes
      </h2>
      <ul className="precios-promos">
        {current.map((promotion) => {
          const period = promotionPeriod(promotion);
          return (
            <li key={promotion.id} className="salon-card precios-promo">
              <h3>{promotion.title}</h3>
              {promotion.description && <p>{promotion.description}</p>}
              <p className="precios-promo__period">{period || 'Vigente hasta nuevo aviso.'}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
