import type { EnrolmentCourseDetailFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import type { EnrolmentActions, EnrolmentTableRow } from '../components/EnrolmentTable';
import {
  clauseChange,
  enrolChange,
  eventChange,
  isRefusal,
  markChange,
  rulesOf,
  sessionChange,
  type EnrolmentState,
  type Outcome,
  type RowChange,
} from '../pendingChanges';
import type { useEnrolmentChanges } from './useEnrolmentChanges';

type Changes = Pick<ReturnType<typeof useEnrolmentChanges>, 'change'>;

/** A member as the server's messages name them: "numAcae nombre apellido". */
const memberLabel = (row: EnrolmentTableRow) =>
  [row.number, row.firstName, row.lastName].filter(Boolean).join(' ');

/**
 * What each control of the table does to its row, decided by the server's rule. Clauses are
 * accepted only through the clause dialog (Acepto / No Acepto, part 2 §4): asked when the clause
 * box is ticked and whenever the rule refuses a change for want of them; No Acepto leaves the row
 * as it was. Any other refusal is said at once, in the server's words, instead of at Guardar.
 */
export function useEnrolmentActions(
  course: EnrolmentCourseDetailFragment | undefined,
  changes: Changes,
): EnrolmentActions {
  const { t } = useT();
  const dialogs = useDialogs();
  const rules = course && rulesOf(course);

  const acceptsClauses = () =>
    dialogs.confirm(t('web.enrolment.clauseTitle'), course?.clauses ?? '', {
      yes: t('web.enrolment.accept'),
      no: t('web.enrolment.reject'),
    });

  const report = (row: EnrolmentTableRow, outcome: Outcome) => {
    if (isRefusal(outcome)) {
      void dialogs.failure(
        t('web.enrolment.changeRefused'),
        t(outcome.key, { ...outcome.params, member: memberLabel(row) }),
      );
    }
  };

  const edit = async (row: EnrolmentTableRow, ask: (state: EnrolmentState) => RowChange) => {
    if (!rules) return;
    const outcome = changes.change(row, ask, rules);
    if (!isRefusal(outcome) || outcome.key !== 'courses.clausesNotAccepted') return report(row, outcome);
    if (!(await acceptsClauses())) return;
    report(
      row,
      changes.change(row, (state) => ({ ...ask(state), clauseAccepted: true }), rules),
    );
  };

  return {
    enrol: (row, on) => void edit(row, (state) => enrolChange(state, on, rules!)),
    session: (row, session) => void edit(row, (state) => sessionChange(state, session)),
    event: (row, event, step) => void edit(row, (state) => eventChange(state, event, step)),
    clause: (row, on) => {
      if (!on) void edit(row, (state) => clauseChange(state, false, rules!));
      else
        void acceptsClauses().then(
          (accepted) => accepted && void edit(row, (state) => clauseChange(state, true, rules!)),
        );
    },
    mark: (row, mark, on, sessionId) => void edit(row, (state) => markChange(state, mark, on, sessionId)),
  };
}
