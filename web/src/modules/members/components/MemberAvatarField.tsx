import { useT } from '../../i18n/hooks/useT';
import type { FieldHost } from '../../ui/form/useForm';
import { ImagePicker } from '../../ui/image/ImagePicker';
import { DEFAULT_AVATAR, type MemberFormValues } from '../memberForm';

type MemberAvatarFieldProps = {
  form: FieldHost<MemberFormValues>;
  /** The stored picture's file name (default.jpg when none). */
  stored: string | null;
};

/**
 * The member's picture (part 1 §2: avatar crop, exported at 100 px). The form's `avatar` is null
 * while untouched, the new PNG data URL once cropped, and 'default.jpg' once removed.
 */
export function MemberAvatarField({ form, stored }: MemberAvatarFieldProps) {
  const { t } = useT();
  const value = form.values.avatar;
  const picked = value && value !== DEFAULT_AVATAR ? value : null;
  const kept = value !== DEFAULT_AVATAR && stored && stored !== DEFAULT_AVATAR;
  const error = form.errors.avatar;
  return (
    <ImagePicker
      id={`${form.idPrefix}-avatar`}
      label={t('web.members.avatar')}
      shape="avatar"
      currentUrl={kept ? `/avatars/${encodeURIComponent(stored)}` : null}
      value={picked}
      onChange={(dataUrl) => form.set('avatar', dataUrl)}
      onRemove={() => form.set('avatar', DEFAULT_AVATAR)}
      error={error && ('message' in error ? error.message : t(error.key, error.params))}
    />
  );
}
