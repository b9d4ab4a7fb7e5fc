import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { canWriteFeeBatch } from '@federa/schema/permissions/fees';
import { FEE_BATCH_STATUSES } from '@federa/schema/validation/fees';
import { graphql } from '../../../generated/gql';
import type { FeeBatchStatus } from '../../../generated/graphql';
import { useIdRegOrMissing } from '../../../routes/params';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { actorOf } from '../../session/permissions';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { FilterChip } from '../../ui/list/FilterChip';
import { ListFooter } from '../../ui/list/ListFooter';
import { ListView } from '../../ui/list/ListView';
import type { RowAction } from '../../ui/list/RowMenu';
import { useListScreen } from '../../ui/list/useListScreen';
import { useSelection } from '../../ui/list/useSelection';
import { useBulkValidation } from '../hooks/useBulkValidation';
import { feeColumns, isActionable, type FeeBatchRow } from './feeColumns';
import { useDeleteFeeBatch } from '../hooks/useDeleteFeeBatch';
import { FeeBatchModal } from './FeeBatchModal';
import '../fees.css';

const FeeBatchListQuery = graphql(`
  query FeeBatchList($page: ListInput, $status: FeeBatchStatus) {
    feeBatches(page: $page, status: $status) {
      total
      items {
        ...FeeBatchRow
      }
    }
  }
`);

const FeeBatchPositionQuery = graphql(`
  query FeeBatchPosition($id: Int!, $orderBy: String, $filter: String, $status: FeeBatchStatus) {
    feeBatchPosition(id: $id, orderBy: $orderBy, filter: $filter, status: $status)
  }
`);

/** The type filter of part 2 §2.6 under its REST names (the server's own map). */
const FEE_TYPES = FEE_BATCH_STATUSES satisfies Record<string, FeeBatchStatus>;
type FeeType = keyof typeof FEE_TYPES;

/**
 * /{lang}/app/cuotas[/{idReg}]: the fee batches the caller administers (part 2 §2.6), with bulk
 * validation of the ticked ones; idReg shows and highlights a batch, an unknown one goes back to
 * the bare list route (§8).
 */
export function FeesScreen() {
  const { t, lang } = useT();
  const me = useMe();
  const navigate = useNavigate();
  const idReg = useIdRegOrMissing();
  const typeId = useId();
  const [type, setType] = useState<FeeType | ''>('');
  const status = type ? FEE_TYPES[type] : undefined;
  const listPath = `/${lang}/app/cuotas`;
  const screen = useListScreen({
    defaultOrder: 'anio DESC',
    query: FeeBatchListQuery,
    variables: { status },
    page: (data) => data.feeBatches,
    locate: { query: FeeBatchPositionQuery, variables: { status }, read: (data) => data.feeBatchPosition },
    routeId: idReg,
    writes: ['FeeBatch', 'Member'],
    onRouteRowMissing: () => navigate(listPath, { replace: true }),
  });
  useDocumentTitle(t('web.fees.title'));
  const { list } = screen.view;

  const selection = useSelection<FeeBatchRow>('none', isActionable);
  // Ticks stay across pages: what a bulk action checks, and what its buttons offer, is each
  // ticked batch as last shown (kept as state, updated while rendering new rows, so that the
  // buttons follow a ticked row whose state changed).
  const [seen, setSeen] = useState<ReadonlyMap<number, FeeBatchRow>>(() => new Map());
  const rows = screen.view.rows;
  if (rows.some((row) => seen.get(row.id) !== row)) {
    setSeen(new Map([...seen, ...rows.map((row) => [row.id, row] as const)]));
  }
  const { request, clear } = selection;
  const selected = useCallback(
    () => (request.all ? [] : request.ids.flatMap((id) => seen.get(id) ?? [])),
    [request, seen],
  );
  const { flashRows } = list;
  const bulk = useBulkValidation({
    selected,
    onChanged: (ids) => {
      clear();
      flashRows(ids);
    },
  });

  const actor = actorOf(me);
  const canCreate = canWriteFeeBatch(actor, { dojoId: me.dojoId, associationId: me.associationId });
  const deleteBatch = useDeleteFeeBatch();
  const rowActions = (row: FeeBatchRow): RowAction[] => {
    const writable = row.state === 0 && canWriteFeeBatch(actor, row);
    const actions: RowAction[] = [
      { label: t(writable ? 'web.fees.modify' : 'web.fees.see'), onSelect: () => screen.edit(row.id) },
    ];
    if (writable) {
      actions.push({
        label: t('web.list.delete'),
        danger: true,
        onSelect: () => screen.remove(deleteBatch(row.id)),
      });
    }
    return actions;
  };
  // A button is offered when a ticked batch allows its step for the caller: an undo of batches
  // nobody validated cannot be asked for. Ticks that do not go together (two states, two years)
  // still reach §5's messages on click, which say why.
  const ticked = selected();
  const canValidate = ticked.some((batch) => batch.levelToValidate > 0);
  const canUndo = ticked.some((batch) => batch.levelToUndo > 0);
  const chooseType = (next: FeeType | '') => {
    setType(next);
    list.setPage(0);
  };

  return (
    <div className="fees-screen">
      <ListView
        title={t('web.fees.title')}
        {...screen.view}
        columns={feeColumns(t)}
        rowName={(row) => t('web.fees.batchName', { id: row.id })}
        rowActions={rowActions}
        addLabel={t('web.fees.add')}
        onAdd={canCreate ? screen.add : undefined}
        filterChip={type && <FilterChip label={t(`web.fees.type_${type}`)} onClear={() => chooseType('')} />}
        filters={
          <div className="list-filter">
            <label htmlFor={typeId}>{t('web.fees.type')}</label>
            <select
              id={typeId}
              value={type}
              onChange={(event) => chooseType(event.target.value as FeeType | '')}
            >
              <option value="">{t('web.fees.typeAll')}</option>
              {Object.keys(FEE_TYPES).map((key) => (
                <option key={key} value={key}>
                  {t(`web.fees.type_${key}`)}
                </option>
              ))}
            </select>
          </div>
        }
        selection={selection.rows}
        footer={
          <ListFooter selected={selection.summary(0)}>
            <button
              type="button"
              className="button button--primary"
              disabled={!canValidate}
              onClick={bulk.validate}
            >
              {t('web.fees.validate')}
            </button>
            <button type="button" className="button" disabled={!canUndo} onClick={bulk.unvalidate}>
              {t('web.fees.unvalidate')}
            </button>
          </ListFooter>
        }
      />
      {screen.modal !== 0 && (
        <FeeBatchModal
          show={screen.modal}
          onClose={screen.close}
          onSaved={screen.saved}
          onDelete={(id) => screen.remove(deleteBatch(id, screen.close))}
        />
      )}
    </div>
  );
}
