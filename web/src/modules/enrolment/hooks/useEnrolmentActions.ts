import type { EnrolmentCourseDetailFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import type { EnrolmentActions, EnrolmentTableRow } from '../components/EnrolmentTable';
import {
  setAttended,
  setClauseAccepted,
  setEnrolled,
  setPaid,
  stepEvent,
  toggleSession,
  type EnrolmentState,
} from '../pendingChanges';
import type { useEnrolmentChanges } from './useEnrolmentChanges';

type Changes = Pick<ReturnType<typeof useEnrolmentChanges>, 'stateOf' | 'change'>;

/**
 * What each control of the table does to its row. Clauses are accepted only through the clause
 * dialog (Acepto / No Acepto, part 2 §4): asked when the clause box is ticked and whenever a
 * change would enrol a member who has not accepted them; No Acepto leaves the row as it was.
 */
export function useEnrolmentActions(
  course: EnrolmentCourseDetailFragment | undefined,
  changes: Changes,
): EnrolmentActions {
  const { t } = useT();
  const dialogs = useDialogs();
  const sessions = course?.sessions.map((session) => ({ id: session.id, kind: session.kind })) ?? [];

  const acceptsClauses = () =>
    dialogs.confirm(t('web.enrolment.clauseTitle'), course?.clauses ?? '', {
      yes: t('web.enrolment.accept'),
      no: t('web.enrolment.reject'),
    });

  const edit = async (row: EnrolmentTableRow, next: (state: EnrolmentState) => EnrolmentState) => {
    const now = changes.stateOf(row);
    if (course?.clausesActive && !now.clauseAccepted && next(now).enrolled) {
      if (!(await acceptsClauses())) return;
      changes.change(row, (state) => next(setClauseAccepted(state, true)));
      return;
    }
    changes.change(row, next);
  };

  return {
    enrol: (row, on) => void edit(row, (state) => setEnrolled(state, on, sessions)),
    session: (row, session) => void edit(row, (state) => toggleSession(state, session)),
    event: (row, event, step) => void edit(row, (state) => stepEvent(state, event, step)),
    clause: (row, on) => {
      if (!on) changes.change(row, (state) => setClauseAccepted(state, false));
      else
        void acceptsClauses().then(
          (accepted) => accepted && changes.change(row, (state) => setClauseAccepted(state, true)),
        );
    },
    paid: (row, on) => changes.change(row, (state) => setPaid(state, on)),
    attended: (row, on) => changes.change(row, (state) => setAttended(state, on)),
  };
}
