import { useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { graphql } from '../../../generated/gql';
import type { FeeCandidateRowFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import type { ShownError } from '../../ui/form/useForm';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { SearchField } from '../../ui/list/SearchField';
import { SortSelect } from '../../ui/list/SortSelect';
import type { ListOrder } from '../../ui/list/useListState';

/** A member as the batch's tick list shows them (listAlum of part 2 §7). */
export const FeeCandidateRowFields = graphql(`
  fragment FeeCandidateRow on FeeCandidate {
    memberId
    number
    firstName
    lastName
    kind
    lastFeeYear
    inBatch
    otherBatchId
  }
`);

const FeeBatchCandidatesQuery = graphql(`
  query FeeBatchCandidates($year: Int!, $batchId: Int, $dojoId: Int, $orderBy: String) {
    feeBatchCandidates(year: $year, batchId: $batchId, dojoId: $dojoId, orderBy: $orderBy) {
      ...FeeCandidateRow
    }
  }
`);

/** The kit's table wants an id: a candidate's is its member's. */
type Candidate = FeeCandidateRowFragment & { id: number };

/** Part 2 §2.6: the member list of a batch sorts by these five keys, each also descending. */
function memberColumns(t: TFunction): Column<Candidate>[] {
  return [
    { key: 'numAcae', label: t('web.fees.number'), sort: 'numAcae', render: (row) => row.number },
    { key: 'nombre', label: t('web.fees.firstName'), sort: 'nombre', render: (row) => row.firstName },
    { key: 'apellido', label: t('web.fees.lastName'), sort: 'apellido', render: (row) => row.lastName },
    {
      key: 'tipo',
      label: t('web.fees.kind'),
      sort: 'tipo',
      render: (row) => t(row.kind === 'A' ? 'web.fees.adult' : 'web.fees.child'),
    },
    {
      key: 'ultima_cuota',
      label: t('web.fees.lastFee'),
      sort: 'ultima_cuota',
      render: (row) => (
        <>
          {row.lastFeeYear}
          {row.otherBatchId != null && (
            <span className="fee-other-batch">{t('web.fees.inOtherBatch', { batch: row.otherBatchId })}</span>
          )}
        </>
      ),
    },
  ];
}

type FeeMemberTicksProps = {
  /** 0 while no year is chosen: nothing to list yet. */
  year: number;
  /** The batch modified or seen (its dojo's members); none for a new one. */
  batchId?: number;
  /** A new batch's dojo when the national administrator picks it; none: the caller's dojo. */
  dojoId?: number;
  ticked: readonly number[];
  onTick: (memberIds: number[], on: boolean) => void;
  readOnly: boolean;
  /** The form's id for its memberIds field: a refused save brings the focus here. */
  id: string;
  error?: ShownError;
};

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The dojo's members for the batch's year, ticked when in it (part 2 §2.7): sortable by the five
 * keys, searchable, a tick-all for the rows shown; a member whose fee of that year is in another
 * batch shows which and cannot be ticked. Counts the adults and children ticked.
 */
export function FeeMemberTicks({
  year,
  batchId,
  dojoId,
  ticked,
  onTick,
  readOnly,
  id,
  error,
}: FeeMemberTicksProps) {
  const { t } = useT();
  const [order, setOrder] = useState<ListOrder>({ column: 'numAcae', desc: false });
  const [cards, setCards] = useState(false);
  const [search, setSearch] = useState('');
  const { data, loading } = useQuery(FeeBatchCandidatesQuery, {
    variables: { year, batchId, dojoId, orderBy: order.desc ? `${order.column} DESC` : order.column },
    skip: !year,
    fetchPolicy: 'network-only',
  });
  const candidates: Candidate[] = (data?.feeBatchCandidates ?? []).map((row) => ({
    ...row,
    id: row.memberId,
  }));
  const tickedSet = new Set(ticked);
  const isTicked = (row: Candidate) => tickedSet.has(row.memberId);
  // A ticked box can always be unticked: ticks kept from another year may now sit in another batch.
  const tickable = (row: Candidate) => !readOnly && (row.otherBatchId == null || isTicked(row));
  const wanted = folded(search.trim());
  const shown = candidates.filter(
    (row) =>
      (!readOnly || isTicked(row)) &&
      (!wanted || folded(`${row.number ?? ''} ${row.firstName} ${row.lastName}`).includes(wanted)),
  );
  const shownFree = shown.filter((row) => !readOnly && row.otherBatchId == null);
  const allTicked = shownFree.length > 0 && shownFree.every(isTicked);
  const inBatch = candidates.filter(isTicked);
  const adults = inBatch.filter((row) => row.kind === 'A').length;
  const errorText = error && ('message' in error ? error.message : t(error.key, error.params));
  const columns = memberColumns(t);

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={cards ? 'fee-members list-screen--cards' : 'fee-members'}
      aria-invalid={errorText ? true : undefined}
      aria-describedby={`${id}-error`}
    >
      <legend>{t('web.fees.members')}</legend>
      {!year ? (
        <p className="field-hint">{t('web.fees.chooseYearFirst')}</p>
      ) : (
        <>
          <div className="fee-members-tools">
            <SearchField
              label={t('web.fees.searchMembers')}
              value={search}
              onChange={setSearch}
              placeholder={t('web.fees.searchMembers')}
            />
            <SortSelect
              sortable={columns.map((column) => ({ sort: column.sort!, label: column.label }))}
              order={order}
              onSort={setOrder}
            />
            {!readOnly && (
              <label className="fee-members-all">
                <input
                  type="checkbox"
                  checked={allTicked}
                  disabled={shownFree.length === 0}
                  onChange={() =>
                    onTick(
                      shownFree.map((row) => row.memberId),
                      !allTicked,
                    )
                  }
                />
                {t('web.fees.selectAll')}
              </label>
            )}
          </div>
          <p className="fee-members-count" aria-live="polite">
            {t('web.fees.ticked', {
              adults: t('web.fees.tickedAdults', { count: adults }),
              children: t('web.fees.tickedChildren', { count: inBatch.length - adults }),
            })}
          </p>
          {/* It scrolls inside its frame: a read-only list has no box to tab to, so the frame
              takes the focus itself, for the keys to scroll it. */}
          <div className="fee-members-wrap" tabIndex={0} role="region" aria-label={t('web.fees.members')}>
            <DataTable
              caption={t('web.fees.members')}
              columns={columns}
              rows={shown}
              order={order}
              onSort={(column) => setOrder((now) => ({ column, desc: now.column === column && !now.desc }))}
              select={{
                ticked: isTicked,
                selectable: tickable,
                onToggle: (row) => onTick([row.memberId], !isTicked(row)),
                label: (row) => t('web.fees.tick', { name: `${row.firstName} ${row.lastName}` }),
              }}
              loading={loading}
              onCardsChange={setCards}
              emptyText={t('web.fees.noMembers')}
            />
          </div>
        </>
      )}
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {errorText}
      </p>
    </fieldset>
  );
}
