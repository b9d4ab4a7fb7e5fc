import { useState } from 'react';
import { useT } from '../../i18n/hooks/useT';
import type { MessageKey } from '@federa/schema/i18n';
import { templateFormErrors, type TemplateValues } from './templateForm';
import { templateFieldRefusals } from './templateRefusal';

/** The row being edited: a stored template's id, or null for a new row. */
export type EditedRow = { id: number | null; values: TemplateValues; loaded: TemplateValues };
type Errors = Partial<Record<keyof TemplateValues, string>>;

/**
 * The one row of the templates modal being edited (part 3 §4: one at a time; cancelling reverts,
 * since the edited values live here and the stored row is untouched until it is saved). Saving
 * checks the shared rules first (an empty name is not saved), then puts the server's refusals of
 * the name under it; any other refusal is for the caller (`onRefused`).
 */
export function useTemplateRowEdit(
  save: (row: EditedRow) => Promise<void>,
  onRefused: (error: unknown) => Promise<void>,
) {
  const { t } = useT();
  const [row, setRow] = useState<EditedRow | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const start = (id: number | null, values: TemplateValues) => {
    if (row) return;
    setErrors({});
    setRow({ id, values, loaded: values });
  };
  const cancel = () => {
    setErrors({});
    setRow(null);
  };
  const change = (values: TemplateValues) => setRow((current) => current && { ...current, values });

  const commit = async () => {
    if (!row || saving) return;
    const found = templateFormErrors(row.values);
    if (found.length) {
      setErrors(Object.fromEntries(found.map((e) => [e.field, t(e.key as MessageKey, e.params)])) as Errors);
      return;
    }
    setSaving(true);
    try {
      await save(row);
      setRow(null);
      setErrors({});
    } catch (error) {
      const refusals = templateFieldRefusals(error, t('reports.templateNameTaken'));
      if (Object.keys(refusals).length) setErrors(refusals);
      else await onRefused(error);
    } finally {
      setSaving(false);
    }
  };

  const dirty = !!row && (row.id === null || JSON.stringify(row.values) !== JSON.stringify(row.loaded));
  return { row, errors, saving, dirty, start, cancel, change, commit };
}
