import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatCents } from '@federa/schema/validation/money';
import { graphql } from '../../../generated/gql';
import { describeError } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { canSettle } from '../billingAccess';
import { BillingTabs } from './BillingTabs';
import { YearSelect } from './YearSelect';
import '../../ui/list/list.css';
import '../billing.css';

const SettlementsQuery = graphql(`
  query Settlements($year: Int!) {
    settlements(year: $year) {
      associationId
      associationName
      year
      owedCents
      settledCents
      paidCents
      pendingCents
    }
  }
`);

const CreateSettlement = graphql(`
  mutation CreateSettlement($associationId: Int!, $year: Int!) {
    createSettlement(associationId: $associationId, year: $year) {
      id
      amountCents
      reference
    }
  }
`);

const AMOUNTS = ['owedCents', 'settledCents', 'paidCents', 'pendingCents'] as const;

/**
 * /{lang}/app/cobros/liquidaciones: what each association owes the federation of a year's national
 * shares (owed once its dojos have paid), what is already settled and paid, and a settlement of
 * what is pending, asked by the national administrator (any association) or the association's.
 */
export function SettlementsScreen() {
  const { t, lang } = useT();
  const me = useMe();
  const dialogs = useDialogs();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [busy, setBusy] = useState<number | null>(null);
  const { data, loading } = useQuery(SettlementsQuery, {
    variables: { year },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(CreateSettlement, {
    refetchQueries: ['Settlements', 'ChargeList', 'BillingSummary'],
  });
  useDocumentTitle(t('web.billing.settlements'));
  const rows = data?.settlements ?? [];

  const handleCreate = async (associationId: number, name: string) => {
    const sure = await dialogs.confirm(
      t('web.billing.createSettlement'),
      t('web.billing.createSettlementText', { name, year }),
    );
    if (!sure) return;
    setBusy(associationId);
    try {
      const answer = await create({ variables: { associationId, year } });
      const charge = answer.data?.createSettlement;
      await dialogs.success(
        t('web.billing.settlementCreated'),
        charge &&
          t('web.billing.settlementCreatedText', {
            amount: formatCents(charge.amountCents, lang),
            reference: charge.reference,
          }),
      );
    } catch (error) {
      await dialogs.failure(t('web.billing.settlementFailed'), describeError(error, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="list-screen" aria-labelledby="billing-title">
      <BillingTabs />
      <header className="list-header">
        <h1 id="billing-title">{t('web.billing.settlements')}</h1>
      </header>
      <div className="billing-toolbar">
        <YearSelect value={year} onChange={(next) => setYear(next ?? new Date().getFullYear())} />
      </div>
      <p>{t('web.billing.settlementsHint')}</p>
      <div className="billing-table-wrap">
        <table className="billing-table">
          <caption className="visually-hidden">{t('web.billing.settlementsCaption', { year })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('web.billing.association')}</th>
              {AMOUNTS.map((amount) => (
                <th key={amount} scope="col" className="numeric">
                  {t(`web.billing.${amount}`)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('web.billing.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.associationId} data-association={row.associationId}>
                <th scope="row">{row.associationName}</th>
                {AMOUNTS.map((amount) => (
                  <td key={amount} className="numeric">
                    {formatCents(row[amount], lang)}
                  </td>
                ))}
                <td>
                  {row.pendingCents > 0 && canSettle(me, row.associationId) && (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={busy !== null}
                      aria-label={t('web.billing.createSettlementOf', { name: row.associationName })}
                      onClick={() => void handleCreate(row.associationId, row.associationName)}
                    >
                      {t('web.billing.createSettlement')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={6}>{t('web.billing.noSettlements')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
