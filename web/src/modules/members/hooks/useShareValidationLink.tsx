import { useId } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { QrCode } from '../components/QrCode';

/** Copies to the clipboard; false when the browser has no clipboard here or refuses it. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

type SharedLinkProps = { url: string; memberName: string };

/** The link as a QR code and as text to select (focus selects it all). */
function SharedLink({ url, memberName }: SharedLinkProps) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="validation-link">
      <QrCode text={url} alt={t('web.members.qrAlt', { name: memberName })} />
      <label htmlFor={id}>{t('web.members.linkLabel')}</label>
      <input id={id} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
    </div>
  );
}

type ShareRequest = {
  /** The link's path and query (Member.validationLink, PasswordReset.link). */
  path: string;
  memberName: string;
  /** Shown after copying and before the link (the reset's 'Contraseña reseteada.'). */
  before?: () => Promise<void>;
};

/**
 * Hands a member's validation link to the administrator (part 1 §2, §8): copied to the clipboard
 * with 'Enlace copiado al portapapeles.', and shown in the same dialog as a QR code and as text to
 * select, for when the clipboard is unavailable or the member is standing next to them. The copy
 * comes first, while the browser still counts the click as the reason for it.
 */
export function useShareValidationLink() {
  const { t } = useT();
  const dialogs = useDialogs();
  return async ({ path, memberName, before }: ShareRequest) => {
    const url = new URL(path, window.location.origin).href;
    const copied = await copyText(url);
    await before?.();
    await dialogs.present(copied ? t('members.linkCopied') : t('web.members.linkTitle'), {
      text: copied ? t('members.linkCopiedDetail') : t('web.members.linkNotCopied'),
      content: <SharedLink url={url} memberName={memberName} />,
    });
  };
}
