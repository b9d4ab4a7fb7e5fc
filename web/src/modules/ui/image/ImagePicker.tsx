import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useT } from '../../i18n/hooks/useT';
import type { ImageShape } from './imageGeometry';
import './imagePicker.css';

// react-easy-crop and the canvas code come with the dialog, when a file is first picked.
const CropDialog = lazy(() => import('./CropDialog').then((m) => ({ default: m.CropDialog })));

/** What the browser may decode and the server accepts (images.type). */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];

export type ImagePickerProps = {
  /** Visible label, e.g. "Logo". */
  label: string;
  shape: ImageShape;
  /** What is stored now (`/dojo/abc.png`, `/avatars/x.png`), shown until another is chosen. */
  currentUrl: string | null;
  /** A newly cropped PNG data URL, or null when none has been picked. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  /** Offers "remove image" (the dojo logo). */
  onRemove?: () => void;
  /** The choose button's id, so that a form can move focus to it (`${idPrefix}-${field}`). */
  id?: string;
  /** A refusal of the image (the server's field error), shown under the picker. */
  error?: string;
};

/** Checks that the browser can decode the file before offering to crop it. */
function decodes(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0 && image.naturalHeight > 0);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

/**
 * Pick, crop and preview an image (part 1 §2 "Image upload with crop"). The preview shows the new
 * crop when there is one, else what is stored. Nothing is uploaded here: the form sends `value`.
 */
export function ImagePicker({
  label,
  shape,
  currentUrl,
  value,
  onChange,
  onRemove,
  id,
  error,
}: ImagePickerProps) {
  const { t } = useT();
  const labelId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const shown = value ?? currentUrl;

  // The object URL of a picked file lives until its dialog closes (or the picker goes).
  useEffect(() => (source ? () => URL.revokeObjectURL(source) : undefined), [source]);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that picking the same file again still opens the dialog.
    event.target.value = '';
    if (!file) return;
    const url = URL.createObjectURL(file);
    if (!ACCEPTED_TYPES.includes(file.type) || !(await decodes(url))) {
      URL.revokeObjectURL(url);
      setUnreadable(true);
      return;
    }
    setUnreadable(false);
    setSource(url);
  };

  // The dialog unmounts rather than closes, so focus is handed back to the button by hand.
  const handleClose = () => {
    setSource(null);
    button.current?.focus();
  };

  const handleUse = (dataUrl: string) => {
    handleClose();
    onChange(dataUrl);
  };

  const handleRemove = () => {
    if (value) onChange(null);
    onRemove?.();
  };

  const message = unreadable ? t('web.image.readFailed') : error;
  return (
    <div className={`image-picker image-picker--${shape}`} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="image-picker-label">
        {label}
      </span>
      <div className="image-picker-preview">
        {shown ? (
          <img src={shown} alt={t('web.image.previewOf', { label })} />
        ) : (
          <span className="image-picker-empty">{t('web.image.none')}</span>
        )}
      </div>
      <div className="image-picker-actions">
        <button
          ref={button}
          id={id}
          type="button"
          className="button"
          onClick={() => input.current?.click()}
          aria-describedby={message ? messageId : undefined}
        >
          {shown ? t('web.image.change') : t('web.image.choose')}
        </button>
        {onRemove && shown && (
          <button type="button" className="button" onClick={handleRemove}>
            {t('web.image.remove')}
          </button>
        )}
        <input ref={input} type="file" accept={ACCEPTED_TYPES.join(',')} hidden onChange={handleFile} />
      </div>
      {message && (
        <p id={messageId} role="alert" className="field-error">
          {message}
        </p>
      )}
      {source && (
        <Suspense fallback={null}>
          <CropDialog source={source} shape={shape} onUse={handleUse} onClose={handleClose} />
        </Suspense>
      )}
    </div>
  );
}
