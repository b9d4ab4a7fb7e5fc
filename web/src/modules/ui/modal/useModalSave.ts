import { useState } from 'react';
import { describeRefusal } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../dialogs/DialogsContext';

type SaveTarget = {
  validate: () => boolean;
  acceptServerErrors: (error: unknown) => boolean;
};

/**
 * The apply step of every modal: the shared rules first (nothing is sent while a field is wrong),
 * then the save; the server's field refusals go under their fields, any other refusal to a dialog.
 * The form keeps every value either way.
 */
export function useModalSave(
  form: SaveTarget,
  /** The saved row's id; null when the save has already taken the user elsewhere. */
  save: () => Promise<number | null>,
  onSaved: (id: number) => void,
) {
  const { t } = useT();
  const dialogs = useDialogs();
  const [saving, setSaving] = useState(false);

  const apply = async () => {
    if (saving || !form.validate()) return;
    setSaving(true);
    try {
      const id = await save();
      setSaving(false);
      if (id !== null) onSaved(id);
    } catch (error) {
      setSaving(false);
      if (!form.acceptServerErrors(error)) {
        const { title, text } = describeRefusal(error, t);
        await dialogs.failure(title, text);
      }
    }
  };

  return { apply: () => void apply(), saving };
}
