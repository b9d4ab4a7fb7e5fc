import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { createsCourses } from '@federa/schema/permissions/courses';
import { graphql } from '../../../generated/gql';
import { useIdRegOrMissing } from '../../../routes/params';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { ListView } from '../../ui/list/ListView';
import type { RowAction } from '../../ui/list/RowMenu';
import { useListScreen } from '../../ui/list/useListScreen';
import { useCourseActions } from '../hooks/useCourseActions';
import { courseColumns, type CourseRow } from './courseColumns';
import { CourseModal } from './CourseModal';
import { MyCoursesModal } from './MyCoursesModal';
import '../courses.css';

const CourseListQuery = graphql(`
  query CourseList($page: ListInput) {
    courses(page: $page) {
      total
      items {
        ...CourseRow
      }
    }
  }
`);

const CoursePositionQuery = graphql(`
  query CoursePosition($id: Int!, $orderBy: String, $filter: String) {
    coursePosition(id: $id, orderBy: $orderBy, filter: $filter)
  }
`);

type CoursesScreenProps = {
  /**
   * The enrolment modal of §2.10 for a course (the enrolment area's), shown after 'Inscripción'
   * on its row until `close`; without it the row menu offers no 'Inscripción'.
   */
  enrolment?: (course: CourseRow, close: () => void) => ReactNode;
};

/**
 * /{lang}/app/cursos[/{idReg}]: the courses the caller may see (part 2 §2.8), by date
 * descending; idReg shows and highlights a course, an unknown one goes back to the list route.
 */
export function CoursesScreen({ enrolment }: CoursesScreenProps) {
  const { t, lang } = useT();
  const me = useMe();
  const navigate = useNavigate();
  const idReg = useIdRegOrMissing();
  const listPath = `/${lang}/app/cursos`;
  const screen = useListScreen({
    defaultOrder: 'fecha DESC',
    query: CourseListQuery,
    variables: {},
    page: (data) => data.courses,
    locate: { query: CoursePositionQuery, read: (data) => data.coursePosition },
    routeId: idReg,
    writes: ['Course'],
    onRouteRowMissing: () => navigate(listPath, { replace: true }),
  });
  useDocumentTitle(t('web.courses.title'));
  const [myCourses, setMyCourses] = useState(false);
  const [enrolling, setEnrolling] = useState<CourseRow | null>(null);
  const { deleteRequest, toggleValidation } = useCourseActions();
  const { flashRows } = screen.view.list;

  const onEnrol = (course: CourseRow) => setEnrolling(course);

  const rowActions = (row: CourseRow): RowAction[] => {
    const actions: RowAction[] = [];
    // Whoever cannot edit a course still reads it whole in the modal (read-only): its details,
    // clauses and sessions, and for the national administrator the validation toggle both ways.
    actions.push({
      label: t(row.canEdit ? 'web.courses.modify' : 'web.courses.see'),
      onSelect: () => screen.edit(row.id),
    });
    if (row.canValidate) {
      actions.push({
        label: t(row.validated ? 'web.courses.unvalidate' : 'web.courses.validate'),
        onSelect: () => void toggleValidation(row.id).then((done) => done && flashRows([row.id])),
      });
    }
    if (enrolment) actions.push({ label: t('web.courses.enrol'), onSelect: () => onEnrol(row) });
    // Part 2 §6: the association and national administrators get the organising dojo's page.
    if (me.roles.admin || me.roles.associationAdmin) {
      actions.push({
        label: t('web.courses.seeDojo'),
        to: `/${lang}/app/dojos/asoc_${row.associationId}/${row.organiserId}`,
      });
    }
    if (row.canEdit) {
      actions.push({
        label: t('web.list.delete'),
        danger: true,
        onSelect: () => screen.remove(deleteRequest(row)),
      });
    }
    return actions;
  };

  return (
    <div className="courses-screen">
      <ListView
        title={t('web.courses.title')}
        {...screen.view}
        columns={courseColumns(t, lang)}
        rowName={(row) => row.title}
        rowActions={rowActions}
        emptyText={t('web.courses.empty')}
        rowClassName={(row) => (row.validated ? 'course-row--approved' : undefined)}
        addLabel={t('web.courses.add')}
        onAdd={createsCourses(me) ? screen.add : undefined}
        headerActions={
          <button type="button" className="button" onClick={() => setMyCourses(true)}>
            {t('web.courses.myCourses')}
          </button>
        }
      />
      {screen.modal !== 0 && (
        <CourseModal
          show={screen.modal}
          onClose={screen.close}
          onSaved={screen.saved}
          onDelete={(course) => screen.remove(deleteRequest(course, screen.close))}
        />
      )}
      {myCourses && <MyCoursesModal onClose={() => setMyCourses(false)} />}
      {enrolling && enrolment?.(enrolling, () => setEnrolling(null))}
    </div>
  );
}
