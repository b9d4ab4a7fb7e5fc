import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { managesGradesOf } from '@federa/schema/permissions/grades';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { actorOf } from '../../session/permissions';
import { highestValidated } from '../currentGrades';
import { GradeModal, type GradeModalMember } from './GradeModal';
import { GradeReadinessNote } from './GradeReadinessNote';
import '../grades.css';

const MemberGradesQuery = graphql(`
  query MemberGrades($memberId: Int!) {
    memberGradeRecord(memberId: $memberId) {
      ...HeldGradeFields
    }
  }
`);

const MemberGradeReadinessQuery = graphql(`
  query MemberGradeReadiness($memberId: Int!) {
    gradeReadiness(memberId: $memberId) {
      ...GradeReadinessFields
    }
  }
`);

type MemberGradesProps = { member: GradeModalMember & { dojoId: number; associationId: number } };

/**
 * The member view's grades (part 2 §2.4): the highest validated belt and title, or 'No tienes
 * grados regulados' / 'No tienes titulos regulados' (§8); the readiness for the next belt and
 * 'Gestionar grados' for whoever may change the record (the three-way rule and the member).
 */
export function MemberGrades({ member }: MemberGradesProps) {
  const { t } = useT();
  const me = useMe();
  const [managing, setManaging] = useState(false);
  const manages = managesGradesOf(actorOf(me), { ...member, memberId: member.id });
  const { data } = useQuery(MemberGradesQuery, { variables: { memberId: member.id } });
  const readiness = useQuery(MemberGradeReadinessQuery, {
    variables: { memberId: member.id },
    skip: !manages,
  });
  const record = data?.memberGradeRecord;
  const grade = record && highestValidated(record.belts);
  const title = record && highestValidated(record.titles);

  return (
    <section className="member-grades" aria-labelledby="member-grades-title">
      <h2 id="member-grades-title">{t('web.grades.current')}</h2>
      {record && (
        <dl>
          <dt>{t('web.grades.currentGrade')}</dt>
          <dd data-testid="current-grade">{grade ? grade.description : t('web.grades.noGrades')}</dd>
          <dt>{t('web.grades.currentTitle')}</dt>
          <dd data-testid="current-title">{title ? title.description : t('web.grades.noTitles')}</dd>
        </dl>
      )}
      {readiness.data && <GradeReadinessNote readiness={readiness.data.gradeReadiness} />}
      {manages && (
        <button type="button" className="button" onClick={() => setManaging(true)}>
          {t('web.grades.manage')}
        </button>
      )}
      {managing && (
        <GradeModal
          member={member}
          onClose={() => setManaging(false)}
          onSaved={() => {
            setManaging(false);
          }}
        />
      )}
    </section>
  );
}
