import { useApolloClient, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { formatCents } from '@federa/schema/validation/money';
import { graphql } from '../../../generated/gql';
import type { SepaRemittancesQuery } from '../../../generated/graphql';
import { describeRefusal } from '../../api/describeError';
import { downloadFile } from '../../api/downloadFile';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { Pager } from '../../ui/list/Pager';
import { shownPage } from '../../ui/list/shownPage';
import { useListState } from '../../ui/list/useListState';

const SepaRemittancesQuery = graphql(`
  query SepaRemittances($page: ListInput) {
    remittances(page: $page) {
      total
      items {
        id
        creditorName
        collectionDate
        debitCount
        amountCents
        firstCount
        recurrentCount
        returnedCount
        fileUrl
      }
    }
  }
`);

const CreateRemittanceMutation = graphql(`
  mutation CreateRemittance($collectionDate: String!) {
    createRemittance(collectionDate: $collectionDate) {
      id
      debitCount
      amountCents
    }
  }
`);

type RemittanceRow = SepaRemittancesQuery['remittances']['items'][number];

const tomorrow = () => {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The creditor's remittances: one made for a collection date, each one's pain.008 file. */
export function RemittancesPanel() {
  const { t, lang } = useT();
  const client = useApolloClient();
  const dialogs = useDialogs();
  const dateId = useId();
  const [date, setDate] = useState(tomorrow);
  const [creating, setCreating] = useState(false);
  const list = useListState('id DESC');
  const { page, pageSize } = list;
  const result = useQuery(SepaRemittancesQuery, {
    variables: { page: { offset: page * pageSize, limit: pageSize } },
    fetchPolicy: 'cache-and-network',
  });
  const remittances = shownPage(result)?.remittances;

  const handleCreate = async (event: React.FormEvent) => {
    event.preventDefault();
    setCreating(true);
    try {
      const { data } = await client.mutate({
        mutation: CreateRemittanceMutation,
        variables: { collectionDate: date },
      });
      const made = data!.createRemittance;
      await result.refetch();
      await dialogs.success(
        t('web.sepa.remittanceCreated', {
          number: made.debitCount,
          amount: formatCents(made.amountCents, lang),
        }),
      );
    } catch (error) {
      const { title, text } = describeRefusal(error, t);
      await dialogs.failure(title, text);
    } finally {
      setCreating(false);
    }
  };

  const handleDownload = async (row: RemittanceRow) => {
    try {
      await downloadFile(row.fileUrl, `remesa-${row.id}.xml`);
    } catch {
      await dialogs.failure(t('common.error'), t('web.sepa.downloadFailed'));
    }
  };

  const columns: Column<RemittanceRow>[] = [
    { key: 'id', label: t('web.sepa.remittance'), render: (r) => `#${r.id}` },
    { key: 'date', label: t('web.sepa.collectionDate'), render: (r) => r.collectionDate },
    { key: 'creditor', label: t('web.sepa.creditor'), render: (r) => r.creditorName },
    {
      key: 'debits',
      label: t('web.sepa.debits'),
      render: (r) =>
        [
          t('web.sepa.firstCount', { number: r.firstCount }),
          t('web.sepa.recurrentCount', { number: r.recurrentCount }),
          t('web.sepa.returnedCount', { number: r.returnedCount }),
        ].join(' · '),
    },
    { key: 'amount', label: t('web.sepa.amount'), render: (r) => formatCents(r.amountCents, lang) },
  ];

  return (
    <section aria-labelledby="sepa-remittances">
      <h2 id="sepa-remittances">{t('web.sepa.remittances')}</h2>
      <form className="sepa-toolbar" onSubmit={handleCreate}>
        <label htmlFor={dateId}>
          {t('web.sepa.collectionDate')}
          <input id={dateId} type="date" value={date} required onChange={(e) => setDate(e.target.value)} />
        </label>
        <button type="submit" className="button button--primary" disabled={creating || !date}>
          {t('web.sepa.createRemittance')}
        </button>
      </form>
      <DataTable
        caption={t('web.sepa.remittances')}
        columns={columns}
        rows={remittances?.items ?? []}
        order={list.order}
        onSort={list.sortBy}
        loading={result.loading}
        emptyText={t('web.sepa.noRemittances')}
        actions={(row) => (
          <button type="button" className="button" onClick={() => void handleDownload(row)}>
            {t('web.sepa.downloadXml')}
          </button>
        )}
      />
      <Pager page={page} pageSize={pageSize} total={remittances?.total ?? 0} onPage={list.setPage} />
    </section>
  );
}
