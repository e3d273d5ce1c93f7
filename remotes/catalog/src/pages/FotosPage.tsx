// /fotos, /fotosSalon, /fotosCocina, /FotosOpcionales: the photo lists of `galerias`.
import { useLive, watchGalleries, type GalleryName } from '@salon/firebase';
import { Loading, Notice, Page } from '@salon/ui';

const TITLES: Record<GalleryName | 'todas', string> = {
  todas: 'Fotos del salón',
  salon: 'Fotos del salón',
  cocina: 'Fotos de la cocina',
  opcionales: 'Fotos de los adicionales',
};

export default function FotosPage({ gallery }: { gallery: GalleryName | 'todas' }) {
  const photos = useLive(watchGalleries);
  const shown = photos.status === 'ready' ? photos.value.filter((photo) => gallery === 'todas' || photo.gallery === gallery) : [];
  return (
    <Page title={TITLES[gallery]} description="Mirá cómo es el salón por dentro: el salón, la cocina y los adicionales.">
      {photos.status === 'loading' && <Loading text="Cargando fotos..." />}
      {photos.status === 'ready' && shown.length === 0 && <Notice>Todavía no hay fotos en esta galería.</Notice>}
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}>
        {shown.map((photo) => (
          <li key={photo.id}>
            <img
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              style={{ width: '100%', height: 'auto', borderRadius: 12, display: 'block' }}
            />
          </li>
        ))}
      </ul>
    </Page>
  );
}
