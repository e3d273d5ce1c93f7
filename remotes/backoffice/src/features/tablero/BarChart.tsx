// A bar chart in a box of fixed height, so the page does not move when Chart.js arrives (loaded on demand, only
// here). The canvas is a picture: the same figures are in the table beside it, which screen readers read.
import { useEffect, useRef, useState } from 'react';
import type { BarSpec, DrawnChart } from './barChart';

export function BarChart({ spec, description, height = 280 }: { spec: BarSpec; description: string; height?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<DrawnChart | null>(null);
  const latest = useRef(spec);
  latest.current = spec;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('./barChart')
      .then(({ drawBarChart }) => {
        if (cancelled || !canvas.current) return;
        chart.current = drawBarChart(canvas.current, latest.current);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.update(spec);
  }, [spec]);

  return (
    <div className="bo-chart" style={{ height }} data-testid="grafico">
      {failed ? (
        <p className="bo-muted">No se pudo dibujar el gráfico; las cifras están en la tabla.</p>
      ) : (
        <canvas ref={canvas} role="img" aria-label={`${description} Las cifras están en la tabla.`} />
      )}
    </div>
  );
}
