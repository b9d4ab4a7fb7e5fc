import { useId } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { editableRoleToggles } from '../../session/permissions';
import { fieldId } from '../../ui/form/paths';
import type { FieldHost } from '../../ui/form/useForm';
import type { MemberFormValues } from '../memberForm';

type RoleToggleGroupProps = { form: FieldHost<MemberFormValues> };

const TOGGLES = [
  { field: 'isAdmin', label: 'web.members.roleAdmin', may: 'admin' },
  { field: 'isAssociationAdmin', label: 'web.members.roleAssociationAdmin', may: 'associationAdmin' },
  { field: 'isDojoAdmin', label: 'web.members.roleDojoAdmin', may: 'dojoAdmin' },
] as const;

/**
 * Admin, Admin Asociación and Admin Dojo as toggle buttons (part 1 §6: each one only for the roles
 * that may set it). A server refusal of a flag ('No puedes ponerte este permiso') shows below.
 */
export function RoleToggleGroup({ form }: RoleToggleGroupProps) {
  const { t } = useT();
  const editable = editableRoleToggles(useMe());
  const labelId = useId();
  const errorId = useId();
  const refused = TOGGLES.map(({ field }) => form.errors[field]).find(Boolean);
  const refusal = refused && ('message' in refused ? refused.message : t(refused.key, refused.params));
  return (
    <div
      className="role-toggles"
      role="group"
      aria-labelledby={labelId}
      aria-describedby={refusal ? errorId : undefined}
    >
      <p id={labelId} className="role-toggles-label">
        {t('web.members.roles')}
      </p>
      <div className="role-toggles-buttons">
        {TOGGLES.map(({ field, label, may }) => (
          <button
            key={field}
            id={fieldId(form.idPrefix, field)}
            type="button"
            className="role-toggle"
            aria-pressed={form.values[field] === true}
            disabled={!editable[may]}
            onClick={() => form.set(field, form.values[field] !== true)}
          >
            <span aria-hidden="true" className="role-toggle-mark">
              {form.values[field] === true ? '✓' : ''}
            </span>
            {t(label)}
          </button>
        ))}
      </div>
      {refusal && (
        <p id={errorId} className="field-error">
          {refusal}
        </p>
      )}
    </div>
  );
}
