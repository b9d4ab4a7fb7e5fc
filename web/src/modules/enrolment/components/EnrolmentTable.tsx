import type { TFunction } from 'i18next';
import { graphql } from '../../../generated/gql';
import type { EnrolmentCourseDetailFragment, EnrolmentMemberRowFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { RowMenu, type RowAction } from '../../ui/list/RowMenu';
import { EventCounter, TickBox } from './EnrolmentControls';
import {
  allows,
  entryOf,
  eventCount,
  hasSession,
  markChange,
  rulesOf,
  type EnrolmentState,
  type RowRules,
  type SessionRef,
} from '../pendingChanges';

/** A member's row of the enrolment table (listAlum of part 2 §7). */
export const EnrolmentMemberRowFields = graphql(`
  fragment EnrolmentMemberRow on EnrolmentRow {
    memberId
    number
    firstName
    lastName
    dojoName
    dojoId
    associationId
    enrolled
    paid
    attended
    clauseAccepted
    editable
    entries {
      sessionId
      kind
      eventAttendees
      attended
      paid
    }
  }
`);

/** The kit's table wants an id: a row's is its member's. */
export type EnrolmentTableRow = EnrolmentMemberRowFragment & { id: number };

/** What the person does to a row; the modal keeps the result among the pending changes. */
export type EnrolmentActions = {
  enrol: (row: EnrolmentTableRow, on: boolean) => void;
  session: (row: EnrolmentTableRow, session: SessionRef) => void;
  event: (row: EnrolmentTableRow, event: SessionRef, step: 1 | -1) => void;
  clause: (row: EnrolmentTableRow, on: boolean) => void;
  /** Pay or attendance of the row, or (with `sessionId`) of one of its sessions or events. */
  mark: (row: EnrolmentTableRow, mark: Mark, on: boolean, sessionId?: number) => void;
};

type Mark = 'paid' | 'attended';

type EnrolmentTableProps = {
  course: EnrolmentCourseDetailFragment;
  rows: EnrolmentTableRow[];
  /** A row as shown: its pending state, else the server's. */
  stateOf: (row: EnrolmentTableRow) => EnrolmentState;
  actions: EnrolmentActions;
  /** The row menu's links (part 2 §6); absent when the caller is offered none on any row. */
  rowActions?: (row: EnrolmentTableRow) => RowAction[];
  loading: boolean;
};

const fullName = (row: EnrolmentTableRow) => `${row.firstName} ${row.lastName}`;

function columns(
  t: TFunction,
  { course, stateOf, actions }: Pick<EnrolmentTableProps, 'course' | 'stateOf' | 'actions'>,
): Column<EnrolmentTableRow>[] {
  const rules: RowRules = rulesOf(course);
  /** A mark's box is offered where the server's rule would take the change (part 2 §6). */
  const markable = (row: EnrolmentTableRow, state: EnrolmentState, mark: Mark, on: boolean, id?: number) =>
    row.editable && allows(state, markChange(state, mark, on, id), rules);
  const list: Column<EnrolmentTableRow>[] = [
    { key: 'number', label: t('web.enrolment.number'), render: (row) => row.number },
    { key: 'name', label: t('web.enrolment.name'), render: fullName },
    { key: 'dojo', label: t('web.enrolment.dojo'), render: (row) => row.dojoName },
  ];
  if (course.clausesActive) {
    list.push({
      key: 'clause',
      label: t('web.enrolment.clause'),
      className: 'tick-cell',
      render: (row) => (
        <TickBox
          checked={stateOf(row).clauseAccepted}
          disabled={!row.editable}
          label={t('web.enrolment.clauseOf', { name: fullName(row) })}
          onChange={() => actions.clause(row, !stateOf(row).clauseAccepted)}
        />
      ),
    });
  }
  for (const session of course.sessions) {
    const ref = { id: session.id, kind: session.kind };
    list.push({
      key: `session-${session.id}`,
      label: `${t(`web.enrolment.kindShort${session.kind}`)} · ${session.description}`,
      className: 'tick-cell',
      render: (row) => {
        const state = stateOf(row);
        const entry = entryOf(state, session.id);
        const control =
          session.kind === 'E' ? (
            <EventCounter
              count={eventCount(state, session.id)}
              disabled={!row.editable}
              event={session.description}
              name={fullName(row)}
              onStep={(step) => actions.event(row, ref, step)}
            />
          ) : (
            <TickBox
              checked={hasSession(state, session.id)}
              disabled={!row.editable}
              label={t('web.enrolment.sessionOf', { name: fullName(row), session: session.description })}
              onChange={() => actions.session(row, ref)}
            />
          );
        // The organiser's pay and attendance of this one session or event, under its own control:
        // a phone's card keeps them on the session's line (the complete export's column groups).
        if (!course.marksPayment || !entry) return control;
        const entryMark = (key: Mark, label: 'entryPaid' | 'entryAttended') => (
          <label className="entry-mark">
            <input
              type="checkbox"
              checked={entry[key]}
              disabled={!markable(row, state, key, !entry[key], session.id)}
              aria-label={t(`web.enrolment.${label}Of`, {
                name: fullName(row),
                session: session.description,
              })}
              onChange={() => actions.mark(row, key, !entry[key], session.id)}
            />
            <span aria-hidden="true">{t(`web.enrolment.${label}`)}</span>
          </label>
        );
        return (
          <div className="entry-cell">
            {control}
            <div className="entry-marks">
              {entryMark('paid', 'entryPaid')}
              {entryMark('attended', 'entryAttended')}
            </div>
          </div>
        );
      },
    });
  }
  if (course.marksPayment) {
    const mark = (key: Mark, label: 'paidOf' | 'attendedOf'): Column<EnrolmentTableRow> => ({
      key,
      label: t(`web.enrolment.${key}`),
      className: 'tick-cell',
      render: (row) => {
        const state = stateOf(row);
        return (
          <TickBox
            checked={state[key]}
            disabled={!markable(row, state, key, !state[key])}
            label={t(`web.enrolment.${label}`, { name: fullName(row) })}
            onChange={() => actions.mark(row, key, !state[key])}
          />
        );
      },
    });
    list.push(mark('paid', 'paidOf'), mark('attended', 'attendedOf'));
  }
  return list;
}

/**
 * The members the caller may enrol (and, for the organisers, everyone enrolled): the enrolled
 * tick, the clauses, one tick per session and a counter per event, and pay and attendance for the
 * organising dojo's administrator. Rows the caller may not change are shown read-only.
 */
export function EnrolmentTable({ course, rows, stateOf, actions, rowActions, loading }: EnrolmentTableProps) {
  const { t } = useT();
  return (
    <div className="enrolment-table" role="region" aria-label={t('web.enrolment.members')} tabIndex={0}>
      <DataTable
        caption={t('web.enrolment.members')}
        columns={columns(t, { course, stateOf, actions })}
        rows={rows}
        order={{ column: 'numAcae', desc: false }}
        onSort={() => undefined}
        select={{
          ticked: (row) => stateOf(row).enrolled,
          selectable: (row) => row.editable,
          onToggle: (row) => actions.enrol(row, !stateOf(row).enrolled),
          label: (row) => t('web.enrolment.enrol', { name: fullName(row) }),
          // Beside the clause, session and pay ticks, this one must say that it enrols.
          header: t('web.enrolment.enrolled'),
        }}
        rowClassName={(row) => (row.editable ? undefined : 'enrolment-row--read-only')}
        actions={rowActions && ((row) => <RowMenu name={fullName(row)} actions={rowActions(row)} />)}
        loading={loading}
        emptyText={t('web.enrolment.noMembers')}
      />
    </div>
  );
}
