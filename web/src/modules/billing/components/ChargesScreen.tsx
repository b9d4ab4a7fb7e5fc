import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../generated/gql';
import { useIdRegOrMissing } from '../../../routes/params';
import { useT } from '../../i18n/hooks/useT';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { FilterChip } from '../../ui/list/FilterChip';
import { ListView } from '../../ui/list/ListView';
import { useListScreen } from '../../ui/list/useListScreen';
import { BillingTabs } from './BillingTabs';
import { ChargeFilters, filterLabel, NO_FILTER, type ChargeFilterValues } from './ChargeFilters';
import { ChargeModal } from './ChargeModal';
import { chargeColumns } from './chargeColumns';
import '../billing.css';

const ChargeListQuery = graphql(`
  query ChargeList($page: ListInput, $filter: ChargeFilter) {
    charges(page: $page, filter: $filter) {
      total
      totalIsExact
      items {
        ...ChargeRow
      }
    }
  }
`);

const ChargePositionQuery = graphql(`
  query ChargePosition($id: Int!, $orderBy: String, $filter: String, $filterBy: ChargeFilter) {
    chargePosition(id: $id, orderBy: $orderBy, filter: $filter, filterBy: $filterBy)
  }
`);

type ChargesScreenProps = {
  /** 'Mis pagos': only what the caller pays. */
  mine?: boolean;
};

/**
 * /{lang}/app/cobros[/{idReg}] (administrators, each their area's charges) and
 * /{lang}/app/mis-pagos[/{idReg}] (what the caller pays): newest first, filtered by status, kind,
 * year, overdue and the caller's own; a row opens the charge's record.
 */
export function ChargesScreen({ mine = false }: ChargesScreenProps) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const idReg = useIdRegOrMissing();
  // Back from the payment gateway (payments' redsys.request.ts: ?pago=ok|ko): the charge opens
  // once, with what the gateway said, until it is closed.
  const [params] = useSearchParams();
  const outcome = params.get('pago');
  const [returnClosed, setReturnClosed] = useState(false);
  const returned = (outcome === 'ok' || outcome === 'ko') && idReg > 0 && !returnClosed ? idReg : 0;
  const [filter, setFilter] = useState<ChargeFilterValues>({ ...NO_FILTER, mine });
  const variables = {
    status: filter.status,
    kind: filter.kind,
    year: filter.year,
    overdue: filter.overdue || null,
    mine: filter.mine || null,
  };
  const listPath = `/${lang}/app/${mine ? 'mis-pagos' : 'cobros'}`;
  const screen = useListScreen({
    defaultOrder: 'id DESC',
    query: ChargeListQuery,
    variables: { filter: variables },
    page: (data) => data.charges,
    locate: {
      query: ChargePositionQuery,
      variables: { filterBy: variables },
      read: (data) => data.chargePosition,
    },
    routeId: idReg,
    writes: [],
    onRouteRowMissing: () => navigate(listPath, { replace: true }),
  });
  const title = t(mine ? 'web.billing.myPayments' : 'web.billing.charges');
  useDocumentTitle(title);
  const { list } = screen.view;
  const choose = (next: ChargeFilterValues) => {
    setFilter(next);
    list.setPage(0);
  };
  const chip = filterLabel(filter, mine, t);

  return (
    <div className="billing-screen">
      {!mine && <BillingTabs />}
      <ListView
        title={title}
        {...screen.view}
        columns={chargeColumns(t, lang)}
        rowName={(row) => t('web.billing.chargeTitle', { id: row.id })}
        rowActions={(row) => [{ label: t('web.billing.see'), onSelect: () => screen.edit(row.id) }]}
        filterChip={chip && <FilterChip label={chip} onClear={() => choose({ ...NO_FILTER, mine })} />}
        filters={<ChargeFilters value={filter} onChange={choose} mineFixed={mine} />}
        emptyText={t('web.billing.noCharges')}
      />
      {screen.modal > 0 && <ChargeModal id={screen.modal} onClose={screen.close} />}
      {screen.modal === 0 && returned > 0 && (
        <ChargeModal
          id={returned}
          notice={t(outcome === 'ok' ? 'web.billing.paymentOk' : 'web.billing.paymentKo')}
          onClose={() => setReturnClosed(true)}
        />
      )}
    </div>
  );
}
