import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import Cropper from 'react-easy-crop';
import { useT } from '../../i18n/hooks/useT';
import { cropToDataUrl } from './cropImage';
import { cropAspect, type Area, type ImageShape } from './imageGeometry';
import './cropDialog.css';

export type CropDialogProps = {
  /** Object URL of the picked file. */
  source: string;
  shape: ImageShape;
  onUse: (dataUrl: string) => void;
  onClose: () => void;
};

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

/**
 * The crop modal (part 1 §2): drag (or arrow keys on the frame) and zoom, then "Usar imagen" draws
 * the PNG. Loaded on demand with react-easy-crop and the canvas code, so no screen's first chunk
 * carries them. It lives on document.body: it is often opened from inside an edit modal's form.
 */
export function CropDialog({ source, shape, onUse, onClose }: CropDialogProps) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const helpId = useId();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const handleUse = async () => {
    if (!area || busy) return;
    setBusy(true);
    try {
      onUse(await cropToDataUrl(source, area, shape));
    } catch {
      setBusy(false);
      setFailed(true);
    }
  };

  // React passes events up its own tree, through the portal: the edit modal underneath must not
  // take this dialog's Esc for its own, nor its alt+g (here alt+g uses the image).
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    event.stopPropagation();
    if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyG') {
      event.preventDefault();
      void handleUse();
    }
  };

  return createPortal(
    <dialog
      ref={ref}
      className={`crop-dialog crop-dialog--${shape}`}
      aria-labelledby={titleId}
      aria-describedby={helpId}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <h2 id={titleId}>{t('web.image.cropTitle')}</h2>
      <p id={helpId} className="crop-help">
        {t('web.image.cropHelp')}
      </p>
      <div className="crop-area">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={cropAspect(shape)}
          cropShape={shape === 'avatar' ? 'round' : 'rect'}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropAreaChange={(_, pixels) => setArea(pixels)}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{ role: 'group', 'aria-label': t('web.image.cropFrame') }}
          mediaProps={{ alt: '' }}
        />
      </div>
      <div className="crop-zoom">
        <label htmlFor={zoomId}>{t('web.image.zoom')}</label>
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          aria-valuetext={`${Math.round(zoom * 100)} %`}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </div>
      {failed && (
        <p role="alert" className="field-error">
          {t('web.image.readFailed')}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('web.modal.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!area || busy}
          aria-keyshortcuts="Alt+G"
          onClick={() => void handleUse()}
        >
          {t('web.image.useImage')}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
