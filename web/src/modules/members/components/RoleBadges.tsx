import { useT } from '../../i18n/hooks/useT';

type RoleBadgesProps = { isAdmin: boolean; isAssociationAdmin: boolean; isDojoAdmin: boolean };

/** The admin icons of the member list: a short mark each, read out by its full name. */
export function RoleBadges({ isAdmin, isAssociationAdmin, isDojoAdmin }: RoleBadgesProps) {
  const { t } = useT();
  const roles = [
    isAdmin && { mark: 'A', label: t('web.members.roleAdmin'), kind: 'admin' },
    isAssociationAdmin && { mark: 'AS', label: t('web.members.roleAssociationAdmin'), kind: 'association' },
    isDojoAdmin && { mark: 'D', label: t('web.members.roleDojoAdmin'), kind: 'dojo' },
  ].filter((role) => !!role);
  if (!roles.length) return null;
  return (
    <ul className="role-badges">
      {roles.map((role) => (
        <li key={role.kind} className={`role-badge role-badge--${role.kind}`} title={role.label}>
          <span aria-hidden="true">{role.mark}</span>
          <span className="visually-hidden">{role.label}</span>
        </li>
      ))}
    </ul>
  );
}
