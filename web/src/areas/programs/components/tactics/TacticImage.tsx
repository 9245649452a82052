import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../../components/dialog';
import type { Thumbnail } from '../../api/tactics';

/** A tactic's or theme's picture in its 300x200 box (spec 02, section 9), opening the Image Preview modal. */
export function TacticThumbnail({ picture, name }: { picture: Thumbnail | undefined; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!picture)
    return (
      <span className="tactic-thumb" aria-hidden>
        <i className="pi pi-image" />
      </span>
    );
  return (
    <>
      <button
        type="button"
        className="tactic-thumb-button"
        onClick={() => setOpen(true)}
        aria-label={t('programs.tactics.previewOf', { name })}
      >
        <img
          src={picture.url}
          alt={name}
          className="tactic-thumb-image"
          style={{ maxWidth: picture.width / 3, maxHeight: picture.height / 3 }}
        />
      </button>
      {open && <ImagePreview picture={picture} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The Image Preview modal: the picture whole, its file name, and Close. */
function ImagePreview({ picture, name, onClose }: { picture: Thumbnail; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog visible onHide={onClose} header={t('programs.tactics.imagePreview')} style={{ width: '60vw' }}>
      <figure className="image-preview">
        <img src={picture.url} alt={name} style={{ maxWidth: '100%' }} />
        <figcaption>{picture.fileName}</figcaption>
      </figure>
    </AppDialog>
  );
}
