// /Plano: the hall's facts (config/salon: address and map, capacity, hours, what is included, cancellation)
// and its floor plan from configuration (config/plano), with zoom and pan on a phone and numbered areas whose
// names and descriptions are listed below in readable text.
import { useState } from 'react';
import { parseHallFacts } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchFloorPlan, watchHallFacts } from '@salon/firebase/data';
import { Loading, Notice, Page } from '@salon/ui';
import { assetUrl } from '../features/assets';
import { ZoomPan } from '../features/plano/ZoomPan';
import { HallFacts } from '../features/salon/HallFacts';
import '../features/plano/plano.css';

const watchFacts = watchHallFacts(parseHallFacts);

/** The demo plan is 1000 × 700; a staff image keeps its own ratio once loaded. */
const DEFAULT_RATIO = 10 / 7;

export default function PlanoPage() {
  const plan = useLive(watchFloorPlan);
  const facts = useLive(watchFacts);
  const [ratio, setRatio] = useState(DEFAULT_RATIO);
  const [failed, setFailed] = useState(false);
  const areas = plan.status === 'ready' ? plan.value.areas : [];
  // Numbered in reading order of the plan (top to bottom, left to right); unplaced areas last.
  const placed = [...areas]
    .sort((a, b) => (a.position?.y ?? 101) - (b.position?.y ?? 101) || (a.position?.x ?? 101) - (b.position?.x ?? 101))
    .map((area, index) => ({ ...area, number: index + 1 }));

  return (
    <Page
      title="Plano del salón"
      description="Dónde queda el salón, capacidad, horarios, qué incluye el alquiler, política de cancelación y plano: mesas, pista, juegos, cocina, baños y parrilla."
    >
      <p>Así está distribuido el salón. Cada número del plano corresponde a un espacio de la lista de abajo.</p>
      {plan.status === 'loading' && <Loading text="Cargando plano..." />}
      {plan.status === 'error' && <Notice tone="error">No pudimos cargar el plano. Probá de nuevo en unos minutos.</Notice>}
      {plan.status === 'ready' && !plan.value.imageSrc && <Notice>El plano todavía no está cargado. Consultanos por WhatsApp.</Notice>}
      {plan.status === 'ready' && plan.value.imageSrc && failed && (
        <Notice tone="warning">No pudimos mostrar la imagen del plano. Abajo tenés la lista de espacios.</Notice>
      )}
      {plan.status === 'ready' && plan.value.imageSrc && !failed && (
        <ZoomPan label="Plano del salón" aspectRatio={ratio}>
          {(scale) => (
            <>
              <img
                className="plano-imagen"
                src={assetUrl(plan.value.imageSrc)}
                alt={`Plano del salón con ${areas.map((area) => area.name.toLowerCase()).join(', ') || 'sus espacios'}`}
                draggable={false}
                onLoad={(event) => {
                  const image = event.currentTarget;
                  if (image.naturalWidth > 0 && image.naturalHeight > 0) setRatio(image.naturalWidth / image.naturalHeight);
                }}
                onError={() => setFailed(true)}
              />
              {placed
                .filter((area) => area.position)
                .map((area) => (
                  <span
                    key={area.id}
                    className="plano-marca"
                    aria-hidden="true"
                    // Counter-scaled: the numbers keep their size while the plan grows.
                    style={{ left: `${area.position!.x}%`, top: `${area.position!.y}%`, transform: `scale(${1 / scale})` }}
                  >
                    {area.number}
                  </span>
                ))}
            </>
          )}
        </ZoomPan>
      )}
      {placed.length > 0 && (
        <ol className="plano-areas" aria-label="Espacios del salón">
          {placed.map((area) => (
            <li key={area.id} className="salon-card plano-area">
              <span className="plano-marca" aria-hidden="true">
                {area.number}
              </span>
              <h2>{area.name}</h2>
              {area.description && <p>{area.description}</p>}
            </li>
          ))}
        </ol>
      )}
      {/* The plan first (what the page is named for); then where the hall is and what it offers. */}
      {facts.status === 'ready' && <HallFacts facts={facts.value} />}
    </Page>
  );
}
