import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../generated/gql';
import { describeRefusal } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { useInvalidate } from '../../ui/list/invalidate';
import type { EnrolmentTableRow } from '../components/EnrolmentTable';
import {
  applyChange,
  changeInputs,
  isRefusal,
  kindOf,
  shownState,
  withState,
  type EnrolmentState,
  type Outcome,
  type Pending,
  type RowChange,
  type RowRules,
} from '../pendingChanges';

const SaveEnrolmentChangesMutation = graphql(`
  mutation SaveEnrolmentChanges($courseId: Int!, $changes: [EnrolmentChangeInput!]!) {
    saveEnrolmentChanges(courseId: $courseId, changes: $changes) {
      total
    }
  }
`);

const NONE: Pending = new Map();

/** A row's state as the server holds it. */
export const serverState = (row: EnrolmentTableRow): EnrolmentState => ({
  enrolled: row.enrolled,
  paid: row.paid,
  attended: row.attended,
  clauseAccepted: row.clauseAccepted,
  entries: row.entries.map((entry) => ({ ...entry, kind: kindOf(entry.kind) })),
});

/**
 * The enrolment modal's pending changes (part 2 §4): kept per member across pages and searches,
 * dropped when a row equals the server again; Guardar sends them all at once (the server takes
 * the whole set or none of it), Descartar forgets them. A refusal keeps them, under the server's
 * message naming the member.
 */
export function useEnrolmentChanges(courseId: number) {
  const { t } = useT();
  const dialogs = useDialogs();
  const client = useApolloClient();
  const invalidate = useInvalidate();
  const [pending, setPending] = useState<Pending>(NONE);
  const [saving, setSaving] = useState(false);

  const stateOf = (row: EnrolmentTableRow) => shownState(pending, row.memberId, serverState(row));

  /**
   * Applies what a control asks of the row shown, by the server's rule: the row it leads to joins
   * the pending changes; a refusal is returned and the row stays as it was.
   */
  const change = (
    row: EnrolmentTableRow,
    ask: (state: EnrolmentState) => RowChange,
    rules: RowRules,
  ): Outcome => {
    const outcome = applyChange(stateOf(row), ask(stateOf(row)), rules, row.memberId);
    if (!isRefusal(outcome)) setPending((now) => withState(now, row.memberId, serverState(row), outcome));
    return outcome;
  };

  /** True once saved (or with nothing to save); false when the server refused or did not answer. */
  const save = async (): Promise<boolean> => {
    if (pending.size === 0) return true;
    setSaving(true);
    try {
      await client.mutate({
        mutation: SaveEnrolmentChangesMutation,
        variables: { courseId, changes: changeInputs(pending) },
      });
    } catch (error) {
      setSaving(false);
      // The server's own title when it gives one; otherwise the set as a whole failed.
      const { title, text } = describeRefusal(error, t);
      const titled =
        CombinedGraphQLErrors.is(error) && typeof error.errors[0]?.extensions?.title === 'string';
      await dialogs.failure(titled ? title : t('courses.changesFailed'), text);
      return false;
    }
    // The table, its counters, the course's own `enrolled` and every course list showing it.
    invalidate(['EnrolmentRow']);
    setPending(NONE);
    setSaving(false);
    // Not awaited: a close that asked to save goes at once, the message stays its 1.5 s.
    void dialogs.success(t('courses.changesSaved'));
    return true;
  };

  return { pending, stateOf, change, save, saving, discard: () => setPending(NONE) };
}
