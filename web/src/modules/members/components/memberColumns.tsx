import type { TFunction } from 'i18next';
import type { MemberListQuery } from '../../../generated/graphql';
import { Avatar } from '../../shell/components/Avatar';
import type { Column } from '../../ui/list/DataTable';
import { RoleBadges } from './RoleBadges';

export type MemberRow = MemberListQuery['members']['items'][number];

/** The member list's columns (part 1 §2) under the server's order names (§7). */
export function memberColumns(t: TFunction): Column<MemberRow>[] {
  return [
    {
      key: 'numAcae',
      label: t('web.members.number'),
      sort: 'numAcae',
      className: 'member-number-cell',
      render: (row) => (
        <span className="member-number">
          <Avatar name={row.avatar} size={28} />
          <span>{row.memberNumber ?? ''}</span>
        </span>
      ),
    },
    {
      key: 'roles',
      label: t('web.members.roles'),
      render: (row) => <RoleBadges {...row} />,
    },
    { key: 'nombre', label: t('web.members.firstName'), sort: 'nombre', render: (row) => row.firstName },
    { key: 'apellido', label: t('web.members.lastName'), sort: 'apellido', render: (row) => row.lastName },
    {
      key: 'mail',
      label: t('web.members.mail'),
      sort: 'mail',
      className: 'member-mail-cell',
      render: (row) => row.mail,
    },
    { key: 'dojo', label: t('web.members.dojo'), sort: 'dojo', render: (row) => row.dojo.name },
    {
      key: 'edad',
      label: t('web.members.age'),
      sort: 'edad',
      render: (row) => (row.age === 'A' ? t('members.adult') : t('members.child')),
    },
    {
      key: 'ultima_cuota',
      label: t('web.members.lastFee'),
      sort: 'ultima_cuota',
      className: 'numeric',
      render: (row) => row.lastFeeYear,
    },
  ];
}
