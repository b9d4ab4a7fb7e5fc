import { graphql } from '../../../generated/gql';
import type { GradeReadinessFieldsFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';

export const GradeReadinessFields = graphql(`
  fragment GradeReadinessFields on GradeReadiness {
    memberId
    nextBelt
    hoursAttended
    hoursNeeded
    meetsHours
    daysInGrade
  }
`);

/** Beyond the spec (issue 11): the next belt, the hours attended since the current one, the time in it. */
export function GradeReadinessNote({ readiness }: { readiness: GradeReadinessFieldsFragment }) {
  const { t } = useT();
  if (!readiness.nextBelt) {
    return <p className="grade-readiness">{t('web.grades.readinessNone')}</p>;
  }
  return (
    <div className="grade-readiness" data-testid="grade-readiness">
      <h3>{t('web.grades.readiness')}</h3>
      <p>
        {t('web.grades.readinessNext', {
          belt: readiness.nextBelt,
          attended: Math.round(readiness.hoursAttended * 10) / 10,
          count: readiness.hoursNeeded ?? 0,
        })}{' '}
        <strong className={readiness.meetsHours ? 'grade-readiness--met' : 'grade-readiness--short'}>
          {t(readiness.meetsHours ? 'web.grades.readinessMet' : 'web.grades.readinessNotMet')}
        </strong>
      </p>
      {readiness.daysInGrade !== null && readiness.daysInGrade !== undefined && (
        <p>{t('web.grades.readinessSince', { count: readiness.daysInGrade })}</p>
      )}
    </div>
  );
}
