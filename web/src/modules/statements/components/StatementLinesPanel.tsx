import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatCents } from '@federa/schema/validation/money';
import { graphql } from '../../../generated/gql';
import type { StatementLinesQuery, StatementLineStatus } from '../../../generated/graphql';
import { describeRefusal } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { Pager } from '../../ui/list/Pager';
import { shownPage } from '../../ui/list/shownPage';
import { useListState } from '../../ui/list/useListState';
import { chargeIdOf } from '../chargeIdOf';

const StatementLinesQuery = graphql(`
  query StatementLines($filter: StatementLineFilter, $page: ListInput) {
    statementLines(filter: $filter, page: $page) {
      total
      items {
        id
        fileLine
        bookedOn
        amountCents
        credit
        concept
        reference
        endToEndId
        returnReason
        status
        chargeReference
      }
    }
  }
`);

const MatchStatementLineMutation = graphql(`
  mutation MatchStatementLine($lineId: Int!, $chargeId: Int!) {
    matchStatementLine(lineId: $lineId, chargeId: $chargeId) {
      id
      status
      chargeReference
    }
  }
`);

const DismissStatementLineMutation = graphql(`
  mutation DismissStatementLine($lineId: Int!) {
    dismissStatementLine(lineId: $lineId) {
      id
      status
    }
  }
`);

type LineRow = StatementLinesQuery['statementLines']['items'][number];
const SHOWN: StatementLineStatus[] = ['PENDING', 'RETURN', 'MATCHED', 'DISMISSED'];

type StatementLinesPanelProps = { statementId: number; onChange: () => void };

/** A statement's lines of one state: the pending ones are matched to a charge or dismissed here. */
export function StatementLinesPanel({ statementId, onChange }: StatementLinesPanelProps) {
  const { t, lang } = useT();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const [status, setStatus] = useState<StatementLineStatus>('PENDING');
  const [charges, setCharges] = useState<Record<number, string>>({});
  const list = useListState('id');
  const { page, pageSize } = list;
  const result = useQuery(StatementLinesQuery, {
    variables: { filter: { statementId, status }, page: { offset: page * pageSize, limit: pageSize } },
    fetchPolicy: 'cache-and-network',
  });
  const lines = shownPage(result)?.statementLines;

  const settle = async (work: () => Promise<string>) => {
    try {
      const message = await work();
      await result.refetch();
      onChange();
      await dialogs.success(message);
    } catch (error) {
      const { title, text } = describeRefusal(error, t);
      await dialogs.failure(title, text);
    }
  };

  const handleMatch = async (row: LineRow) => {
    const chargeId = chargeIdOf(charges[row.id] ?? '');
    if (chargeId === null) {
      await dialogs.failure(t('web.statements.match'), t('web.statements.chargeInvalid'));
      return;
    }
    await settle(async () => {
      const { data } = await client.mutate({
        mutation: MatchStatementLineMutation,
        variables: { lineId: row.id, chargeId },
      });
      return t('web.statements.matched', { reference: data?.matchStatementLine.chargeReference ?? '' });
    });
  };

  const handleDismiss = (row: LineRow) =>
    settle(async () => {
      await client.mutate({ mutation: DismissStatementLineMutation, variables: { lineId: row.id } });
      return t('web.statements.dismissed');
    });

  const columns: Column<LineRow>[] = [
    { key: 'line', label: t('web.statements.fileLine'), render: (l) => l.fileLine },
    { key: 'date', label: t('web.statements.date'), render: (l) => l.bookedOn },
    {
      key: 'amount',
      label: t('web.statements.amount'),
      render: (l) => (l.credit ? '' : '−') + formatCents(l.amountCents, lang),
    },
    { key: 'concept', label: t('web.statements.concept'), render: (l) => l.concept },
    {
      key: 'reference',
      label: t('web.statements.reference'),
      render: (l) => l.chargeReference ?? l.reference ?? l.endToEndId ?? '',
    },
  ];

  const pending = status === 'PENDING' || status === 'RETURN';
  return (
    <section aria-labelledby="statement-lines" className="statement-lines">
      <h2 id="statement-lines">{t('web.statements.linesOf', { id: statementId })}</h2>
      <div className="statements-toolbar" role="group" aria-label={t('web.statements.state')}>
        {SHOWN.map((shown) => (
          <button
            key={shown}
            type="button"
            className={shown === status ? 'button button--primary' : 'button'}
            aria-pressed={shown === status}
            onClick={() => {
              setStatus(shown);
              list.setPage(0);
            }}
          >
            {t(`web.statements.states.${shown}`)}
          </button>
        ))}
      </div>
      <DataTable
        caption={t(`web.statements.states.${status}`)}
        columns={columns}
        rows={lines?.items ?? []}
        order={list.order}
        onSort={list.sortBy}
        loading={result.loading}
        emptyText={t('web.statements.noLines')}
        actions={
          pending
            ? (row) => (
                <span className="statements-actions">
                  {row.credit && status === 'PENDING' && (
                    <>
                      <input
                        aria-label={t('web.statements.chargeFor', { line: row.fileLine })}
                        placeholder={t('web.statements.chargePlaceholder')}
                        value={charges[row.id] ?? ''}
                        onChange={(e) => setCharges({ ...charges, [row.id]: e.target.value })}
                      />
                      <button type="button" className="button" onClick={() => void handleMatch(row)}>
                        {t('web.statements.match')}
                      </button>
                    </>
                  )}
                  <button type="button" className="button" onClick={() => void handleDismiss(row)}>
                    {t('web.statements.dismiss')}
                  </button>
                </span>
              )
            : undefined
        }
      />
      <Pager page={page} pageSize={pageSize} total={lines?.total ?? 0} onPage={list.setPage} />
    </section>
  );
}
