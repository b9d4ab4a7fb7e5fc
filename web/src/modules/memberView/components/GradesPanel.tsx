import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { managesGradesOf } from '@federa/schema/permissions/grades';
import { graphql } from '../../../generated/gql';
import { beltFill } from '../../grades/beltLadder';
import { GradeReadinessNote } from '../../grades/components/GradeReadinessNote';
import { highestValidated } from '../../grades/currentGrades';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { actorOf } from '../../session/permissions';
import { Panel } from './Panel';
import '../../grades/grades.css';
import '../memberView.css';

const GradesPanelQuery = graphql(`
  query GradesPanel($memberId: Int!) {
    belts {
      id
      value
      primaryColour
    }
    memberGradeRecord(memberId: $memberId) {
      ...HeldGradeFields
    }
  }
`);

const GradesPanelReadinessQuery = graphql(`
  query GradesPanelReadiness($memberId: Int!) {
    gradeReadiness(memberId: $memberId) {
      ...GradeReadinessFields
    }
  }
`);

export type GradesPanelProps = {
  /** Whose grades, and where they belong (who may read their readiness depends on it). */
  member: { id: number; dojoId: number; associationId: number };
  /** Buttons under the grades: the member view's 'Gestionar grados'. */
  children?: ReactNode;
};

/**
 * A member's grades (part 2 §2.4, §9): only the highest-valued validated belt and title, or 'No
 * tienes grados regulados' / 'No tienes titulos regulados' (§8), and the readiness for the next
 * belt for whoever manages the member's grades (the server answers nobody else). §8's empty
 * states speak to the member; on someone else's record they say it of them.
 */
export function GradesPanel({ member, children }: GradesPanelProps) {
  const { t } = useT();
  const me = useMe();
  const own = member.id === me.id;
  const readable = managesGradesOf(actorOf(me), { ...member, memberId: member.id });
  const { data } = useQuery(GradesPanelQuery, { variables: { memberId: member.id } });
  const readiness = useQuery(GradesPanelReadinessQuery, {
    variables: { memberId: member.id },
    skip: !readable,
  });
  const record = data?.memberGradeRecord;
  const grade = record && highestValidated(record.belts);
  const title = record && highestValidated(record.titles);
  const belt = grade && data.belts.find((b) => b.value === grade.value);
  return (
    <Panel name="grades" title={t('web.memberView.grades')}>
      {record && (
        <dl className="mv-facts">
          <div>
            <dt>{t('web.grades.currentGrade')}</dt>
            <dd data-testid="current-grade">
              {belt && (
                <span
                  className="mv-belt"
                  aria-hidden="true"
                  style={{ background: beltFill(data.belts, belt) }}
                />
              )}
              {grade ? grade.description : t(own ? 'web.grades.noGrades' : 'web.grades.noGradesOf')}
            </dd>
          </div>
          <div>
            <dt>{t('web.grades.currentTitle')}</dt>
            <dd data-testid="current-title">
              {title ? title.description : t(own ? 'web.grades.noTitles' : 'web.grades.noTitlesOf')}
            </dd>
          </div>
        </dl>
      )}
      {readiness.data && <GradeReadinessNote readiness={readiness.data.gradeReadiness} />}
      {children}
    </Panel>
  );
}
