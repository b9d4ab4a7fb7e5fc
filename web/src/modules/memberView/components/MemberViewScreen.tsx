import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { listsMembersOf, seesPrivateData } from '@federa/schema/permissions/members';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { MemberModal } from '../../members/components/MemberModal';
import { MemberRecordCard } from '../../members/components/MemberRecordCard';
import { canEditMember } from '../../members/memberPermissions';
import { useMe } from '../../session/components/SessionContext';
import { actorOf } from '../../session/permissions';
import { FormMessage } from '../../ui/components/FormMessage';
import { Loading } from '../../ui/components/Loading';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { sendsHome } from '../memberViewAccess';
import { CardCheckGate } from './CardCheckGate';
import { FeesPanel } from './FeesPanel';
import { GradeActions } from './GradeActions';
import { GradesPanel } from './GradesPanel';
import { OwnCoursesPanel } from './OwnCoursesPanel';
import { PersonalDataPanel } from './PersonalDataPanel';
import { TribunalsPanel } from './TribunalsPanel';
import { UpcomingCoursesPanel } from './UpcomingCoursesPanel';
import '../../members/members.css';
import '../memberView.css';

const MemberViewQuery = graphql(`
  query MemberView($memberNumber: String!) {
    member(memberNumber: $memberNumber) {
      ...MemberDetail
    }
  }
`);

/** Part 2 §9: the member view lists the first 4 of the member's courses. */
export const MEMBER_VIEW_COURSES = 4;

/**
 * 'Vista de asociado', /{lang}/app/asociados/usuario/{numAcae} (part 2 §2.4): the record with Edit
 * for whoever may change it, its association and dojo as links where the caller may open them, the
 * grades with 'Gestionar grados', fees and own courses for whoever sees the member's private data,
 * upcoming courses and the tribunals. With a session, a card's valCode matters only when the caller
 * may not see the member: the card check is shown instead of going home.
 */
export function MemberViewScreen() {
  const { t, lang } = useT();
  const me = useMe();
  const memberNumber = useParams().numAcae ?? '';
  const [editing, setEditing] = useState(false);
  const { data, error, loading, refetch } = useQuery(MemberViewQuery, {
    variables: { memberNumber },
    fetchPolicy: 'network-only',
  });
  const member = data?.member;
  useDocumentTitle(member ? member.fullName : t('web.memberView.title'));
  const cardCode = useSearchParams()[0].get('valCode');
  if (!loading && sendsHome(data, error)) {
    const home = <Navigate to={`/${lang}/app/inicio`} replace />;
    // A card scanned by someone signed in who may not see the member (an organiser checking the
    // cards of another dojo's members at a course): the card check, as without a session.
    if (!cardCode) return home;
    return <CardCheckGate memberNumber={memberNumber} code={cardCode} refused={home} signedIn />;
  }
  if (!member) {
    return (
      <section className="member-view" aria-labelledby="member-view-title">
        <h1 id="member-view-title">{t('web.memberView.title')}</h1>
        {loading ? <Loading /> : <FormMessage kind="error">{t('web.modal.loadFailed')}</FormMessage>}
      </section>
    );
  }

  const actor = actorOf(me);
  const place = { associationId: member.associationId, dojoId: member.dojoId };
  const seesPrivate = seesPrivateData(actor, member);
  const handleSaved = () => {
    setEditing(false);
    void refetch();
  };
  return (
    <section className="member-view" aria-labelledby="member-view-title">
      <MemberRecordCard
        member={member}
        titleId="member-view-title"
        onEdit={canEditMember(me, member) ? () => setEditing(true) : undefined}
        // Every signed-in member may list every dojo of an association; a dojo's members only
        // those whose list reaches it.
        associationTo={`/${lang}/app/dojos/asoc_${member.associationId}`}
        dojoTo={listsMembersOf(actor, place) ? `/${lang}/app/asociados/dojo_${member.dojoId}` : undefined}
      />
      <div className="mv-panels">
        <GradesPanel member={member}>
          <GradeActions member={member} />
        </GradesPanel>
        {seesPrivate && <FeesPanel memberId={member.id} />}
        {seesPrivate && <OwnCoursesPanel memberId={member.id} limit={MEMBER_VIEW_COURSES} />}
        <UpcomingCoursesPanel limit={MEMBER_VIEW_COURSES} />
        <TribunalsPanel />
        {canEditMember(me, member) && <PersonalDataPanel me={me} member={member} />}
      </div>
      {editing && <MemberModal show={member.id} onClose={() => setEditing(false)} onSaved={handleSaved} />}
    </section>
  );
}
