import type { CourseStatus } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';

type CourseStatusMarkProps = { status: CourseStatus; validated: boolean };

/**
 * Part 2 §2.8: 'En curso' styled as in progress, 'Terminado' as finished, anything else as plain
 * text; a validated course carries the approved style. Words say it all, colour only repeats it.
 * Part 2 §4 shows a course as upcoming only while it is validated: an unvalidated one that has not
 * started is announced to nobody yet, so its managers read 'Sin validar' alone, not 'Próximamente'.
 */
export function CourseStatusMark({ status, validated }: CourseStatusMarkProps) {
  const { t } = useT();
  const styled = status === 'RUNNING' || status === 'FINISHED';
  const announced = validated || status !== 'UPCOMING';
  return (
    <span className="course-status" data-status={status} data-validated={validated}>
      {announced && (
        <span className={styled ? `course-state course-state--${status.toLowerCase()}` : 'course-state'}>
          {t(`web.courses.status_${status}`)}
        </span>
      )}
      <span className={validated ? 'course-approval course-approval--approved' : 'course-approval'}>
        {t(validated ? 'web.courses.approved' : 'web.courses.pendingApproval')}
      </span>
    </span>
  );
}
