import { useT } from '../../i18n/hooks/useT';
import type { ReportTemplateRowFragment } from '../../../generated/graphql';
import type { TemplateValues } from './templateForm';

/** Part 3 §4: a row is new (not stored yet), being edited, or normal. */
export type RowState = 'new' | 'editing' | 'normal';

type RowEdit = {
  values: TemplateValues;
  errors: Partial<Record<keyof TemplateValues, string>>;
  saving: boolean;
  onChange: (values: TemplateValues) => void;
  onSave: () => void;
  onCancel: () => void;
};

type TemplateRowProps = {
  template: ReportTemplateRowFragment | null;
  state: RowState;
  /** While another row is edited this one offers nothing: one row is edited at a time. */
  locked: boolean;
  edit?: RowEdit;
  day: Intl.DateTimeFormat;
  onLoad: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

/** One template: its cells and actions, or its fields while it is new or edited. */
export function TemplateRow({ template, state, locked, edit, day, ...on }: TemplateRowProps) {
  const { t } = useT();
  if (edit) return <EditedRow state={state} edit={edit} id={template?.id ?? 'new'} />;
  if (!template) return null;
  const name = template.name;
  return (
    <tr data-state={state}>
      <th scope="row">{name}</th>
      <td>{template.description}</td>
      <td>{template.isDefault ? t('reports.yes') : t('reports.no')}</td>
      <td>{day.format(new Date(String(template.createdAt)))}</td>
      <td>
        <div
          className="report-template-actions"
          role="group"
          aria-label={t('web.reportTemplates.rowActions', { name })}
        >
          <button type="button" className="button button--primary" disabled={locked} onClick={on.onLoad}>
            {t('web.reportTemplates.load')}
          </button>
          <button type="button" className="button" disabled={locked} onClick={on.onEdit}>
            {t('web.reportTemplates.edit')}
          </button>
          <button type="button" className="button" disabled={locked} onClick={on.onDuplicate}>
            {t('web.reportTemplates.duplicate')}
          </button>
          <button type="button" className="button" disabled={locked} onClick={on.onDelete}>
            {t('web.reportTemplates.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}

function EditedRow({ state, edit, id }: { state: RowState; edit: RowEdit; id: number | 'new' }) {
  const { t } = useT();
  const { values, errors, onChange } = edit;
  const nameId = `report-template-${id}-name`;
  const descriptionId = `report-template-${id}-description`;
  return (
    <tr data-state={state} className="report-template-edited">
      <th scope="row">
        <input
          id={nameId}
          aria-label={t('web.reportTemplates.name')}
          aria-required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={`${nameId}-error`}
          value={values.name}
          autoFocus
          onChange={(event) => onChange({ ...values, name: event.target.value })}
        />
        <p id={`${nameId}-error`} className="field-error" aria-live="polite">
          {errors.name}
        </p>
      </th>
      <td>
        <input
          id={descriptionId}
          aria-label={t('web.reportTemplates.description')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${descriptionId}-error`}
          value={values.description}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
        />
        <p id={`${descriptionId}-error`} className="field-error" aria-live="polite">
          {errors.description}
        </p>
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={t('web.reportTemplates.isDefault')}
          checked={values.isDefault}
          onChange={(event) => onChange({ ...values, isDefault: event.target.checked })}
        />
      </td>
      <td>{state === 'new' ? t('web.reportTemplates.newRow') : t('web.reportTemplates.editingRow')}</td>
      <td>
        <div className="report-template-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={edit.saving}
            onClick={edit.onSave}
          >
            {edit.saving ? t('web.reportTemplates.saving') : t('web.reportTemplates.save')}
          </button>
          <button type="button" className="button" onClick={edit.onCancel}>
            {t('web.reportTemplates.cancel')}
          </button>
        </div>
      </td>
    </tr>
  );
}
