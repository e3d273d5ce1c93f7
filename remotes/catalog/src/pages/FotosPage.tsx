// /fotos, /fotosSalon, /fotosCocina, /FotosOpcionales: the photo lists of `galerias` (staff manage them),
// a responsive grid and a full-screen viewer.
import { useMemo, useRef, useState } from 'react';
import { Link } from '@salon/router';
import { photoAltText } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { GALLERY_NAMES, watchGalleries, type GalleryName, type Photo } from '@salon/firebase/data';
import { Loading, Notice, Page } from '@salon/ui';
import { assetSrcSet, assetUrl } from '../features/assets';
import { PhotoViewer, type ViewerPhoto } from '../features/fotos/PhotoViewer';
import '../features/fotos/fotos.css';

type GalleryChoice = GalleryName | 'todas';

const PAGES: Record<GalleryChoice, { path: string; tab: string; title: string; heading: string; description: string }> = {
  todas: {
    path: '/fotos',
    tab: 'Todas',
    title: 'Fotos del salón',
    heading: 'Todas',
    description: 'Mirá cómo es el salón por dentro: la pista, las mesas, la cocina y los juegos para chicos.',
  },
  salon: {
    path: '/fotosSalon',
    tab: 'Salón',
    title: 'Fotos del salón',
    heading: 'El salón',
    description: 'Fotos del salón armado para fiestas: mesas, pista de baile y luces.',
  },
  cocina: {
    path: '/fotosCocina',
    tab: 'Cocina',
    title: 'Fotos de la cocina',
    heading: 'La cocina',
    description: 'Fotos de la cocina del salón: mesada, heladera, freezer y horno para tu catering.',
  },
  opcionales: {
    path: '/FotosOpcionales',
    tab: 'Adicionales',
    title: 'Fotos de los adicionales',
    heading: 'Adicionales',
    description: 'Fotos de los adicionales que podés sumar: inflable, metegol, ping pong, arcade y proyector.',
  },
};

const CHOICES: GalleryChoice[] = ['todas', ...GALLERY_NAMES];

/** Photos in the first row of the grid on a desktop (one on a phone): loaded eagerly. */
const FIRST_ROW = 3;

/**
 * How wide a photo of the grid is drawn (fotos.css: columns of 260 px or more in a page of at most 1080 px with
 * 1 rem of padding, 0.75 rem apart): one column below 564 px, two below 836 px, then three of at most 342 px.
 */
const GRID_SIZES = '(min-width: 836px) 342px, (min-width: 564px) calc(50vw - 22px), calc(100vw - 32px)';

export default function FotosPage({ gallery }: { gallery: GalleryChoice }) {
  const photos = useLive(watchGalleries);
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const meta = PAGES[gallery] ?? PAGES.todas;

  // One list in display order (gallery, then staff order) so the viewer walks the page as it reads.
  const shown: Array<ViewerPhoto & { gallery: GalleryName }> = useMemo(() => {
    if (photos.status !== 'ready') return [];
    return GALLERY_NAMES.filter((name) => gallery === 'todas' || name === gallery).flatMap((name) =>
      photos.value
        .filter((photo: Photo) => photo.gallery === name)
        .map((photo, position) => ({
          id: `${name}-${photo.id}`,
          gallery: name,
          src: assetUrl(photo.src),
          srcSet: assetSrcSet(photo.src),
          alt: photoAltText(photo.alt, name, position + 1),
          width: photo.width,
          height: photo.height,
        })),
    );
  }, [photos, gallery]);

  const sections = GALLERY_NAMES.map((name) => ({ name, items: shown.filter((photo) => photo.gallery === name) })).filter(
    (section) => section.items.length > 0,
  );

  const close = () => {
    const index = open;
    setOpen(null);
    // Back to the photo the visitor was looking at, for keyboard and screen-reader users.
    if (index !== null) requestAnimationFrame(() => thumbnails.current[index]?.focus());
  };

  return (
    <Page title={meta.title} description={meta.description}>
      <nav aria-label="Galerías">
        <ul className="fotos-galerias">
          {CHOICES.map((choice) => (
            <li key={choice}>
              <Link to={PAGES[choice].path} aria-current={choice === gallery ? 'page' : undefined}>
                {PAGES[choice].tab}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {photos.status === 'loading' && <Loading text="Cargando fotos..." />}
      {photos.status === 'error' && <Notice tone="error">No pudimos cargar las fotos. Probá de nuevo en unos minutos.</Notice>}
      {photos.status === 'ready' && shown.length === 0 && <Notice>Todavía no hay fotos en esta galería. Escribinos por WhatsApp y te mandamos más.</Notice>}
      {sections.map((section) => (
        <section key={section.name} className="fotos-seccion" aria-labelledby={`galeria-${section.name}`}>
          <h2 id={`galeria-${section.name}`}>{PAGES[section.name].heading}</h2>
          <ul className="fotos-grilla">
            {section.items.map((photo) => {
              const index = shown.indexOf(photo);
              return (
                <li key={photo.id}>
                  <button
                    type="button"
                    className="fotos-miniatura"
                    ref={(element) => {
                      thumbnails.current[index] = element;
                    }}
                    onClick={() => setOpen(index)}
                    aria-label={`Ver en pantalla completa: ${photo.alt}`}
                  >
                    <img
                      src={photo.src}
                      {...(photo.srcSet ? { srcSet: photo.srcSet, sizes: GRID_SIZES } : {})}
                      alt={photo.alt}
                      width={photo.width}
                      height={photo.height}
                      // The first row is on screen at once (the page's largest paint): fetched first, not lazily.
                      {...(index < FIRST_ROW ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
                    />
                    <span className="fotos-miniatura__texto" aria-hidden="true">
                      {photo.alt}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <PhotoViewer photos={shown} index={open} onIndexChange={setOpen} onClose={close} />
    </Page>
  );
}
