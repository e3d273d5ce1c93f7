// The photo lists of /fotosSalon, /fotosCocina and /FotosOpcionales.
import { useState, type FormEvent } from 'react';
import { shortTextError, urlError } from '@salon/domain';
import { useLive } from '@salon/firebase';
import { watchGalleries, GALLERY_NAMES, type GalleryName } from '@salon/firebase/data';
import { addPhoto, removePhoto } from '@salon/firebase/staff';
import { notify } from '@salon/ui';
import { saveErrorMessage, TextField } from '@salon/ui/src/fields';
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { useCatalogImages } from './useCatalogImages';

const GALLERY_LABELS: Record<GalleryName, string> = { salon: 'Fotos del salón', cocina: 'Fotos de la cocina', opcionales: 'Fotos de opcionales' };

export function GalleriesEditor() {
  const photos = useLive(watchGalleries);
  const images = useCatalogImages();
  const [gallery, setGallery] = useState<GalleryName>('salon');
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ src?: string | null; alt?: string | null }>({});
  const [busy, setBusy] = useState(false);
  const inGallery = photos.status === 'ready' ? photos.value.filter((photo) => photo.gallery === gallery) : [];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = { src: urlError(src, true), alt: shortTextError(alt, 300, 'Describí la foto (la leen quienes no pueden verla).') };
    setErrors(next);
    if (next.src || next.alt) return;
    setBusy(true);
    try {
      const order = inGallery.reduce((max, photo) => Math.max(max, photo.order), 0) + 1;
      await addPhoto(gallery, { src: src.trim(), alt: alt.trim(), order });
      notify(`Foto agregada a ${GALLERY_LABELS[gallery]}.`, 'success');
      setSrc('');
      setAlt('');
    } catch (caught) {
      notify(saveErrorMessage(caught), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    try {
      await removePhoto(gallery, id);
      notify('Foto quitada.', 'success');
    } catch (caught) {
      notify(saveErrorMessage(caught), 'error');
    }
  }

  return (
    <StaffSection title="Fotos" description="Las fotos de cada galería, en el orden en que se cargaron.">
      <div className="staff-field">
        <label htmlFor="gallery-select">Galería</label>
        <select id="gallery-select" value={gallery} onChange={(event) => setGallery(event.target.value as GalleryName)}>
          {GALLERY_NAMES.map((name) => (
            <option key={name} value={name}>
              {GALLERY_LABELS[name]}
            </option>
          ))}
        </select>
      </div>
      {photos.status !== 'ready' ? (
        <SectionLoading failed={photos.status === 'error'} />
      ) : inGallery.length === 0 ? (
        <p className="staff-empty">Esta galería no tiene fotos.</p>
      ) : (
        <ul className="staff-list photo-list" aria-label={GALLERY_LABELS[gallery]}>
          {inGallery.map((photo) => (
            <li key={photo.id}>
              <span className="photo-list__item">
                {/* Until the catalog's address is known, the box alone: a shipped photo's path would miss. */}
                {images ? <PhotoThumbnail {...images(photo.src)} /> : <span className="photo-list__thumbnail" aria-hidden="true" />}
                <span>{photo.alt || 'Sin descripción'}</span>
              </span>
              <button type="button" className="staff-small-button" onClick={() => void remove(photo.id)} aria-label={`Quitar la foto ${photo.alt}`}>
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate>
        <div className="staff-row">
          <TextField block="staff-field" label="Dirección de la foto" value={src} onChange={setSrc} error={errors.src} placeholder="https://… o /fotos/…" />
          <TextField block="staff-field" label="Descripción de la foto" value={alt} onChange={setAlt} error={errors.alt} />
          <button type="submit" className="salon-button staff-row__button" disabled={busy}>
            Agregar foto
          </button>
        </div>
      </form>
    </StaffSection>
  );
}

/**
 * 64 × 48 px (admin.css): the smallest copy is enough even at 3 device pixels a CSS pixel. One gallery's
 * photos are listed at a time, a few kilobytes each: loaded at once, not when scrolled to.
 */
function PhotoThumbnail({ src, srcSet }: { src: string; srcSet: string }) {
  return <img className="photo-list__thumbnail" src={src} {...(srcSet ? { srcSet, sizes: '64px' } : {})} alt="" />;
}
