import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { enabledRoleToggles } from '@federa/schema/permissions/profile';
import { graphql } from '../../../generated/gql';
import type { RoleToggle } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import type { Me } from '../../session/permissions';
import { useDialogs } from '../../ui/dialogs/DialogsContext';

const SetPermissionMutation = graphql(`
  mutation SetPermission($role: RoleToggle!, $enabled: Boolean!) {
    setPermission(role: $role, enabled: $enabled) {
      token
    }
  }
`);

type Role = 'admin' | 'associationAdmin' | 'dojoAdmin';

/**
 * Where the tab keeps the switch last used. A new token starts a fresh cache, so the shell reloads
 * `me` and the home unmounts: the focus would fall to the page's body. The home, back, gives it to
 * this switch.
 */
const SWITCH_USED = 'federa.home.switchUsed';

const TOGGLES: { role: Role; toggle: RoleToggle; label: string }[] = [
  { role: 'admin', toggle: 'ADMIN', label: 'web.home.roleAdmin' },
  { role: 'associationAdmin', toggle: 'ASSOCIATION_ADMIN', label: 'web.home.roleAssociationAdmin' },
  { role: 'dojoAdmin', toggle: 'DOJO_ADMIN', label: 'web.home.roleDojoAdmin' },
];

/**
 * The home's permission toggles (part 2 §6): each enabled by the roles the member holds (the
 * original flags, so that switching one off never takes away the way back), checked by the roles
 * in force. A change asks the server for a token with the new roles (modPermisos); the token link
 * takes it and the session's cache starts afresh (ApolloSession), so everything on screen follows.
 */
export function RoleToggles({ me }: { me: Me }) {
  const { t } = useT();
  const dialogs = useDialogs();
  const hintId = useId();
  const [setPermission] = useMutation(SetPermissionMutation);
  const [busy, setBusy] = useState(false);
  const enabled = enabledRoleToggles(me.originalRoles);
  const inputs = useRef<Partial<Record<Role, HTMLInputElement | null>>>({});

  useEffect(() => {
    const used = sessionStorage.getItem(SWITCH_USED) as Role | null;
    sessionStorage.removeItem(SWITCH_USED);
    if (used) inputs.current[used]?.focus();
  }, []);

  const handleChange = async (role: Role, toggle: RoleToggle, on: boolean) => {
    sessionStorage.setItem(SWITCH_USED, role);
    setBusy(true);
    try {
      await setPermission({ variables: { role: toggle, enabled: on } });
    } catch {
      // Part 2 §6, §8: whatever the reason, the one message of a refused permission change.
      await dialogs.failure(t('auth.permissionDenied'), t('auth.cannotSetPermission'));
      sessionStorage.removeItem(SWITCH_USED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="home-box home-toggles" aria-describedby={hintId}>
      <legend>{t('web.home.permissions')}</legend>
      <p id={hintId} className="home-hint">
        {t('web.home.permissionsHint')}
      </p>
      {TOGGLES.map(({ role, toggle, label }) => (
        <label key={role} className="home-toggle">
          <input
            type="checkbox"
            role="switch"
            ref={(input) => {
              inputs.current[role] = input;
            }}
            checked={me.roles[role]}
            disabled={!enabled[role] || busy}
            onChange={(event) => void handleChange(role, toggle, event.target.checked)}
          />
          <span>{t(label)}</span>
        </label>
      ))}
    </fieldset>
  );
}
