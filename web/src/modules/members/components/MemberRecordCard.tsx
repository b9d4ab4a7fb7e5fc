import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../generated/gql';
import type { MemberDetailFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { Avatar } from '../../shell/components/Avatar';

export const MemberDetailFields = graphql(`
  fragment MemberDetail on Member {
    id
    memberNumber
    dni
    firstName
    lastName
    fullName
    mail
    birthDate
    age
    address
    city
    province
    phone
    notes
    isAdmin
    isAssociationAdmin
    isDojoAdmin
    dojoId
    associationId
    dojo {
      id
      name
    }
    association {
      id
      name
    }
    avatar
    validated
    lastFeeYear
    validationLink
  }
`);

type MemberRecordCardProps = {
  member: MemberDetailFragment;
  titleId: string;
  /** Absent when the user may not change this member. */
  onEdit?: () => void;
  /** Where the association's and the dojo's names lead (the member view), when the user may open it. */
  associationTo?: string;
  dojoTo?: string;
};

const linkOrText = (to: string | undefined, text: string) => (to ? <Link to={to}>{text}</Link> : text);

/** The read-only "ficha": who the member is, where they belong and where they stand. */
export function MemberRecordCard({ member, titleId, onEdit, associationTo, dojoTo }: MemberRecordCardProps) {
  const { t } = useT();
  const roles = [
    member.isAdmin && t('web.members.roleAdmin'),
    member.isAssociationAdmin && t('web.members.roleAssociationAdmin'),
    member.isDojoAdmin && t('web.members.roleDojoAdmin'),
  ].filter((role): role is string => !!role);
  // Age, fees and status are private: the server sends them only to the member and their
  // administrators (validated is null for everyone else).
  const seesPrivate = member.validated !== null;
  const listed: (false | [string, ReactNode])[] = [
    [t('web.members.number'), member.memberNumber ?? '—'],
    [t('web.members.dojo'), linkOrText(dojoTo, member.dojo.name)],
    [t('web.members.association'), linkOrText(associationTo, member.association.name)],
    seesPrivate && [t('web.members.age'), member.age === 'A' ? t('members.adult') : t('members.child')],
    seesPrivate && [
      t('web.members.lastFee'),
      member.lastFeeYear ? String(member.lastFeeYear) : t('web.members.noFee'),
    ],
    [t('web.members.roles'), roles.length ? roles.join(', ') : t('web.members.noRoles')],
    seesPrivate && [
      t('web.members.status'),
      member.validated ? t('web.members.validated') : t('web.members.notValidated'),
    ],
  ];
  const facts = listed.filter((fact): fact is [string, ReactNode] => !!fact);
  return (
    <article className="member-record">
      <header className="member-record-header">
        <Avatar name={member.avatar} size={96} />
        <div>
          <h1 id={titleId}>{member.fullName}</h1>
          {onEdit && (
            <button type="button" className="button button--primary" onClick={onEdit}>
              {t('web.list.edit')}
            </button>
          )}
        </div>
      </header>
      <dl className="member-record-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
