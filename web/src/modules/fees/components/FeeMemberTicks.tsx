import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { graphql } from '../../../generated/gql';
import type { FeeCandidateRowFragment } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import type { ShownError } from '../../ui/form/useForm';

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
  query FeeBatchCandidates($year: Int!, $batchId: Int, $orderBy: String) {
    feeBatchCandidates(year: $year, batchId: $batchId, orderBy: $orderBy) {
      ...FeeCandidateRow
    }
  }
`);

type Candidate = FeeCandidateRowFragment;

/** Part 2 §2.6: the member list of a batch sorts by these, each also descending. */
const SORTS = [
  { sort: 'numAcae', label: 'web.fees.number' },
  { sort: 'nombre', label: 'web.fees.firstName' },
  { sort: 'apellido', label: 'web.fees.lastName' },
  { sort: 'tipo', label: 'web.fees.kind' },
  { sort: 'ultima_cuota', label: 'web.fees.lastFee' },
] as const;

type FeeMemberTicksProps = {
  /** 0 while no year is chosen: nothing to list yet. */
  year: number;
  /** The batch modified or seen (its dojo's members); none for a new one (the caller's dojo). */
  batchId?: number;
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
export function FeeMemberTicks({ year, batchId, ticked, onTick, readOnly, id, error }: FeeMemberTicksProps) {
  const { t } = useT();
  const searchId = useId();
  const [order, setOrder] = useState({ column: 'numAcae', desc: false });
  const [search, setSearch] = useState('');
  const { data, loading } = useQuery(FeeBatchCandidatesQuery, {
    variables: { year, batchId, orderBy: order.desc ? `${order.column} DESC` : order.column },
    skip: !year,
    fetchPolicy: 'network-only',
  });
  const candidates = data?.feeBatchCandidates ?? [];
  const tickedSet = new Set(ticked);
  const isTicked = (row: Candidate) => tickedSet.has(row.memberId);
  const tickable = (row: Candidate) => !readOnly && row.otherBatchId == null;
  const wanted = folded(search.trim());
  const shown = candidates.filter(
    (row) =>
      (!readOnly || isTicked(row)) &&
      (!wanted || folded(`${row.number ?? ''} ${row.firstName} ${row.lastName}`).includes(wanted)),
  );
  const shownTickable = shown.filter(tickable);
  const allTicked = shownTickable.length > 0 && shownTickable.every(isTicked);
  const inBatch = candidates.filter(isTicked);
  const adults = inBatch.filter((row) => row.kind === 'A').length;
  const errorText = error && ('message' in error ? error.message : t(error.key, error.params));

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="fee-members"
      aria-invalid={errorText ? true : undefined}
      aria-describedby={`${id}-error`}
    >
      <legend>{t('web.fees.members')}</legend>
      {!year ? (
        <p className="field-hint">{t('web.fees.chooseYearFirst')}</p>
      ) : (
        <>
          <div className="fee-members-tools">
            <label htmlFor={searchId} className="visually-hidden">
              {t('web.fees.searchMembers')}
            </label>
            <input
              id={searchId}
              type="search"
              value={search}
              placeholder={t('web.fees.searchMembers')}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
            />
            {!readOnly && (
              <label className="fee-members-all">
                <input
                  type="checkbox"
                  checked={allTicked}
                  disabled={shownTickable.length === 0}
                  onChange={() =>
                    onTick(
                      shownTickable.map((row) => row.memberId),
                      !allTicked,
                    )
                  }
                />
                {t('web.fees.selectAll')}
              </label>
            )}
          </div>
          <p className="fee-members-count" aria-live="polite">
            {t('web.fees.ticked', { adults, children: inBatch.length - adults })}
          </p>
          <div className="fee-members-wrap">
            <table className="fee-members-table" aria-busy={loading || undefined}>
              <caption className="visually-hidden">{t('web.fees.members')}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('web.list.selection')}</span>
                  </th>
                  {SORTS.map(({ sort, label }) => {
                    const active = order.column === sort;
                    return (
                      <th
                        key={sort}
                        scope="col"
                        aria-sort={active ? (order.desc ? 'descending' : 'ascending') : undefined}
                      >
                        <button
                          type="button"
                          className="sort-button"
                          onClick={() =>
                            setOrder((now) => ({ column: sort, desc: now.column === sort && !now.desc }))
                          }
                        >
                          {t(label)}
                          <span aria-hidden="true" className="sort-mark">
                            {active ? (order.desc ? '▼' : '▲') : ''}
                          </span>
                        </button>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => {
                  const name = `${row.firstName} ${row.lastName}`;
                  return (
                    <tr
                      key={row.memberId}
                      data-member-id={row.memberId}
                      className={tickable(row) ? undefined : 'row-unselectable'}
                    >
                      <td>
                        <input
                          type="checkbox"
                          checked={isTicked(row)}
                          disabled={!tickable(row)}
                          aria-label={t('web.fees.tick', { name })}
                          onChange={() => onTick([row.memberId], !isTicked(row))}
                        />
                      </td>
                      <td>{row.number}</td>
                      <td>{row.firstName}</td>
                      <td>{row.lastName}</td>
                      <td>{t(row.kind === 'A' ? 'web.fees.adult' : 'web.fees.child')}</td>
                      <td>
                        {row.lastFeeYear}
                        {row.otherBatchId != null && (
                          <span className="fee-other-batch">
                            {t('web.fees.inOtherBatch', { batch: row.otherBatchId })}
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {!loading && shown.length === 0 && <p className="list-empty">{t('web.fees.noMembers')}</p>}
          </div>
        </>
      )}
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {errorText}
      </p>
    </fieldset>
  );
}
