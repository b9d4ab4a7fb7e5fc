import { useQuery } from '@apollo/client/react';
import { usesEnrolmentTools } from '@federa/schema/permissions/courses';
import type { EnrolmentSearchColumn } from '@federa/schema/validation/courses';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { useModalDialog } from '../../ui/hooks/useModalDialog';
import { Pager } from '../../ui/list/Pager';
import { useListState } from '../../ui/list/useListState';
import { ModalLoad } from '../../ui/modal/ModalLoad';
import { useEnrolmentActions } from '../hooks/useEnrolmentActions';
import { useEnrolmentChanges } from '../hooks/useEnrolmentChanges';
import { enrolmentRowActions, hasRowMenu } from '../rowActions';
import { CalendarLink } from './CalendarLink';
import { CourseInfo } from './CourseInfo';
import { EnrolmentExports } from './EnrolmentExports';
import { EnrolmentSearch } from './EnrolmentSearch';
import { EnrolmentTable } from './EnrolmentTable';
import '../enrolment.css';

const EnrolmentCourseQuery = graphql(`
  query EnrolmentCourse($id: Int!) {
    course(id: $id) {
      ...EnrolmentCourseDetail
    }
  }
`);

// boundedTotal: a common word's count stops at a bound, and the pager says "más de N" (issue 29).
const CourseEnrolmentQuery = graphql(`
  query CourseEnrolment(
    $courseId: Int!
    $page: ListInput
    $column: EnrolmentSearchColumn
    $enrolledOnly: Boolean
  ) {
    courseEnrolment(
      courseId: $courseId
      page: $page
      column: $column
      enrolledOnly: $enrolledOnly
      boundedTotal: true
    ) {
      items {
        ...EnrolmentMemberRow
      }
      returned
      total
      totalIsExact
      enrolled
      paid
      attended
      eventTotals {
        sessionId
        total
      }
    }
  }
`);

type EnrolmentModalProps = { courseId: number; onClose: () => void };

/**
 * The enrolment modal of part 2 §2.10: the course, the administrators' search, counters and
 * files, the member table whose changes wait until Guardar (or go with Descartar), and the
 * caller's calendar link once enrolled. Closing with changes asks Guardar / Descartar / Cancelar.
 */
export function EnrolmentModal({ courseId, onClose }: EnrolmentModalProps) {
  const { t, lang } = useT();
  const me = useMe();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref);
  const tools = usesEnrolmentTools(me);
  const list = useListState('numAcae');
  const [column, setColumn] = useState<EnrolmentSearchColumn>('ALL');
  const [enrolledOnly, setEnrolledOnly] = useState(false);

  const { data: courseData, error: courseError } = useQuery(EnrolmentCourseQuery, {
    variables: { id: courseId },
    fetchPolicy: 'network-only',
  });
  const course = courseData?.course;
  const { data, loading, error } = useQuery(CourseEnrolmentQuery, {
    variables: {
      courseId,
      page: { offset: list.variables.offset, limit: list.variables.limit, filter: list.variables.filter },
      column,
      enrolledOnly,
    },
    skip: !course,
    fetchPolicy: 'network-only',
  });
  const page = data?.courseEnrolment;
  const changes = useEnrolmentChanges(courseId);
  const actions = useEnrolmentActions(course, changes);
  const dirty = changes.pending.size > 0;

  // A reload or a closed tab would lose the changes too.
  useEffect(() => {
    if (!dirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);

  const asking = useRef(false);
  /** Leaves the modal (for `to`, when given), asking first about changes not yet saved. */
  const requestClose = async (to?: string) => {
    const leave = () => (to ? navigate(to) : onClose());
    if (!dirty) return leave();
    if (asking.current) return;
    asking.current = true;
    const answer = await dialogs.choose(t('web.enrolment.unsavedTitle'), t('web.enrolment.unsaved'), [
      { value: 'cancel', label: t('web.enrolment.unsavedCancel') },
      { value: 'discard', label: t('web.enrolment.unsavedDiscard') },
      { value: 'save', label: t('web.enrolment.unsavedSave'), primary: true },
    ]);
    const goes = answer === 'discard' || (answer === 'save' && (await changes.save()));
    asking.current = false;
    if (goes) leave();
  };

  const rows = (page?.items ?? []).map((row) => ({ ...row, id: row.memberId }));
  const editable = rows.some((row) => row.editable) || dirty;
  return (
    <dialog
      ref={ref}
      className="edit-modal edit-modal--wide enrolment-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React passes a nested dialog's cancel (the enlarged poster's Esc) up to this one.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        void requestClose();
      }}
    >
      <div className="edit-modal-form">
        <header className="edit-modal-header">
          <h2 id={titleId}>
            {course ? t('web.enrolment.titleOf', { title: course.title }) : t('web.enrolment.title')}
          </h2>
          <button
            type="button"
            className="icon-button"
            onClick={() => void requestClose()}
            aria-label={t('web.modal.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="edit-modal-body">
          <ModalLoad ready={!!course} failed={!!courseError || !!error}>
            {course && (
              <>
                <CourseInfo course={course} />
                {course.enrolled && <CalendarLink />}
                {tools && <EnrolmentExports courseId={courseId} />}
                {tools && (
                  <EnrolmentSearch
                    course={course}
                    search={list.searchInput}
                    onSearch={list.setSearchInput}
                    column={column}
                    onColumn={(next) => {
                      setColumn(next);
                      list.setPage(0);
                    }}
                    enrolledOnly={enrolledOnly}
                    onEnrolledOnly={(on) => {
                      setEnrolledOnly(on);
                      list.setPage(0);
                    }}
                    totals={page}
                  />
                )}
                <EnrolmentTable
                  course={course}
                  rows={rows}
                  stateOf={changes.stateOf}
                  actions={actions}
                  rowActions={
                    hasRowMenu(me)
                      ? (row) => enrolmentRowActions(t, lang, me, row, (to) => void requestClose(to))
                      : undefined
                  }
                  loading={loading}
                />
                {/* Every caller's rows come a page at a time: an association administrator's reach is
                    their whole association, without the search to narrow it. */}
                {page && page.total > list.pageSize && (
                  <Pager
                    page={list.page}
                    pageSize={list.pageSize}
                    total={page.total}
                    totalIsExact={page.totalIsExact}
                    onPage={list.setPage}
                  />
                )}
              </>
            )}
          </ModalLoad>
        </div>
        <footer className="edit-modal-footer">
          <p className="edit-modal-extra enrolment-pending" aria-live="polite">
            {dirty && t('web.enrolment.pending', { count: changes.pending.size })}
          </p>
          {editable && (
            <>
              <button
                type="button"
                className="button"
                disabled={!dirty || changes.saving}
                onClick={changes.discard}
              >
                {t('web.enrolment.discard')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={!dirty || changes.saving}
                onClick={() => void changes.save()}
              >
                {changes.saving ? t('web.enrolment.saving') : t('web.enrolment.save')}
              </button>
            </>
          )}
          <button type="button" className="button" onClick={() => void requestClose()}>
            {t('web.enrolment.close')}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
