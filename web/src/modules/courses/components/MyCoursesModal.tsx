import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { EditModal } from '../../ui/modal/EditModal';
import { ModalLoad } from '../../ui/modal/ModalLoad';
import { dayFormat } from './courseColumns';

/** What a row of 'Mis cursos' shows (part 2 §2.11). */
export const MyCourseRowFields = graphql(`
  fragment MyCourseRow on Course {
    id
    title
    startDate
    endDate
    city
    organiserName
  }
`);

const MyCoursesQuery = graphql(`
  query MyCourses($associationId: Int, $memberId: Int) {
    myCourses(associationId: $associationId, memberId: $memberId) {
      ...MyCourseRow
    }
  }
`);

export type MyCoursesModalProps = {
  /** An association's courses; absent: the caller's own (enrolled in or organised). */
  associationId?: number;
  /** A member's courses (enrolled in), for the member view; absent: the caller's own. */
  memberId?: number;
  /** The heading when it is not 'Mis cursos' (an association's courses). */
  title?: string;
  onClose: () => void;
};

/**
 * The 'Mis cursos' modal (part 2 §2.11): title, first and last day, city and organiser of the
 * caller's courses, a member's or an association's, newest end date first. The courses screen
 * opens it; the member view and the home do from their courses panel.
 */
export function MyCoursesModal({ associationId, memberId, title, onClose }: MyCoursesModalProps) {
  const { t, lang } = useT();
  const { data, error } = useQuery(MyCoursesQuery, {
    variables: { associationId: associationId || null, memberId: memberId ?? null },
    fetchPolicy: 'network-only',
  });
  const courses = data?.myCourses;
  const day = dayFormat(lang);
  const format = (date: string | null | undefined) =>
    date ? day.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)) : '—';
  const heading = title ?? t('web.courses.myCourses');
  return (
    <EditModal title={heading} dirty={false} onClose={onClose} wide>
      <ModalLoad ready={!!courses} failed={!!error}>
        {courses?.length === 0 ? (
          <p className="my-courses-empty">
            {t(associationId ? 'web.courses.associationCoursesEmpty' : 'web.courses.myCoursesEmpty')}
          </p>
        ) : (
          // Five columns do not fit a phone: the table scrolls inside its frame, by keyboard too.
          <div className="my-courses" role="region" aria-label={heading} tabIndex={0}>
            <table className="my-courses-table">
              <thead>
                <tr>
                  <th scope="col">{t('web.courses.colTitle')}</th>
                  <th scope="col">{t('web.courses.startDate')}</th>
                  <th scope="col">{t('web.courses.endDate')}</th>
                  <th scope="col">{t('web.courses.colCity')}</th>
                  <th scope="col">{t('web.courses.colOrganiser')}</th>
                </tr>
              </thead>
              <tbody>
                {courses?.map((course) => (
                  <tr key={course.id}>
                    <td>{course.title}</td>
                    <td>{format(course.startDate)}</td>
                    <td>{format(course.endDate)}</td>
                    <td>{course.city}</td>
                    <td>{course.organiserName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ModalLoad>
    </EditModal>
  );
}
