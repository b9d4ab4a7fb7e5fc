import { graphql } from '../../../generated/gql';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { FormMessage } from '../../ui/components/FormMessage';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { canEditMember } from '../memberPermissions';
import { MemberModal } from './MemberModal';
import { MemberRecordCard } from './MemberRecordCard';
import { MemberGrades } from '../../grades/components/MemberGrades';
import '../members.css';
import { Loading } from '../../ui/components/Loading';

const MemberByNumberQuery = graphql(`
  query MemberByNumber($memberNumber: String!) {
    member(memberNumber: $memberNumber) {
      ...MemberDetail
    }
  }
`);

/**
 * /{lang}/app/asociados/usuario/{numAcae}: one member's record, read only, with Edit for whoever
 * may change it. A validation link's mail and valCode only matter without a session (the sign-in
 * screen takes them); with one, the record is simply shown.
 */
export function MemberRecordScreen() {
  const { t, lang } = useT();
  const me = useMe();
  const memberNumber = useParams().numAcae ?? '';
  const [editing, setEditing] = useState(false);
  const { data, error, loading, refetch } = useQuery(MemberByNumberQuery, {
    variables: { memberNumber },
    fetchPolicy: 'network-only',
  });
  const member = data?.member;
  useDocumentTitle(member ? member.fullName : t('web.members.recordTitle'));

  const handleSaved = () => {
    setEditing(false);
    void refetch();
  };

  return (
    <section className="member-record-screen" aria-labelledby="member-record-title">
      <p className="member-record-back">
        <Link to={`/${lang}/app/asociados`}>{t('web.members.backToList')}</Link>
      </p>
      {member ? (
        <MemberRecordCard
          member={member}
          titleId="member-record-title"
          onEdit={canEditMember(me, member) ? () => setEditing(true) : undefined}
        />
      ) : (
        <>
          <h1 id="member-record-title">{t('web.members.recordTitle')}</h1>
          {loading ? (
            <Loading />
          ) : (
            <FormMessage kind="error">
              {error ? t('web.modal.loadFailed') : t('web.members.notFound')}
            </FormMessage>
          )}
        </>
      )}
      {member && <MemberGrades member={member} />}
      {editing && member && (
        <MemberModal show={member.id} onClose={() => setEditing(false)} onSaved={handleSaved} />
      )}
    </section>
  );
}
