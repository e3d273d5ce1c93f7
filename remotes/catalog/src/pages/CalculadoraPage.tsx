// /calculadora: reads the month's prices; the full calculator is built on top of this page.
import { useState } from 'react';
import { currentPage, formatARS, pricesForPage, todayInHall } from '@salon/domain';
import { useLive, watchPrices } from '@salon/firebase';
import { Loading, Page, TEXTS } from '@salon/ui';

export default function CalculadoraPage() {
  const prices = useLive(watchPrices);
  const [rental, setRental] = useState<'3hs' | '4hs'>('4hs');
  const month = prices.status === 'ready' ? pricesForPage(prices.value, currentPage(todayInHall(new Date()))).prices : null;
  const price = month ? (rental === '3hs' ? month.b_precio_3hs_ : month.a_precio_4hs_) : null;
  return (
    <Page title="CALCULADORA" description="Calculá el costo de tu fiesta: alquiler, horas extra y adicionales.">
      {prices.status === 'loading' && <Loading text="Cargando precios..." />}
      <fieldset className="salon-card">
        <legend>Alquiler</legend>
        <label>
          <input type="radio" name="alquiler" checked={rental === '3hs'} onChange={() => setRental('3hs')} /> Alquiler del salón x 3 hs
        </label>
        <br />
        <label>
          <input type="radio" name="alquiler" checked={rental === '4hs'} onChange={() => setRental('4hs')} /> Alquiler del salón x 4 hs
        </label>
      </fieldset>
      <p>
        <strong>Total:</strong> {price == null ? TEXTS.notFoundPrice : formatARS(price)}
      </p>
    </Page>
  );
}
