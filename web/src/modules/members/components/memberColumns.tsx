import type { TFunction } from 'i18next';
import { PRIVATE_MEMBER_ORDERS } from '@federa/schema/validation/members';
import { graphql } from '../../../generated/gql';
import type { MemberRowFragment } from '../../../generated/graphql';
import { Avatar } from '../../shell/components/Avatar';
import type { Column } from '../../ui/list/DataTable';
import { RoleBadges } from './RoleBadges';

/** What a row of the member list shows and its actions use: the list query asks for exactly this. */
export const MemberRowFields = graphql(`
  fragment MemberRow on Member {
    id
    memberNumber
    avatar
    firstName
    lastName
    fullName
    mail
    dojoId
    associationId
    dojo {
      id
      name
    }
    age
    lastFeeYear
    isAdmin
    isAssociationAdmin
    isDojoAdmin
  }
`);

export type MemberRow = MemberRowFragment;

/**
 * The member list's columns (part 1 §2) under the server's order names (§7). Callers who are no
 * administrator see only their own private data, so those columns are left out for them.
 */
export function memberColumns(t: TFunction, seesPrivateData: boolean): Column<MemberRow>[] {
  const columns: Column<MemberRow>[] = [
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
      // A line break may fall after the @ only: the column stays readable, and a table that still
      // does not fit turns into cards instead of squeezing mails to a letter a line.
      render: (row) => row.mail && <MailText mail={row.mail} />,
    },
    { key: 'dojo', label: t('web.members.dojo'), sort: 'dojo', render: (row) => row.dojo.name },
    {
      key: 'edad',
      label: t('web.members.age'),
      sort: 'edad',
      render: (row) => row.age && (row.age === 'A' ? t('members.adult') : t('members.child')),
    },
    {
      key: 'ultima_cuota',
      label: t('web.members.lastFee'),
      sort: 'ultima_cuota',
      className: 'numeric',
      render: (row) => row.lastFeeYear,
    },
  ];
  return seesPrivateData ? columns : columns.filter((column) => !PRIVATE_MEMBER_ORDERS.includes(column.key));
}

function MailText({ mail }: { mail: string }) {
  const at = mail.indexOf('@');
  if (at < 0) return mail;
  return (
    <>
      {mail.slice(0, at + 1)}
      <wbr />
      {mail.slice(at + 1)}
    </>
  );
}
