import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../generated/gql';
import type { SepaMandatesQuery } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { Pager } from '../../ui/list/Pager';
import { shownPage } from '../../ui/list/shownPage';
import { useListState } from '../../ui/list/useListState';
import { MandateModal } from './MandateModal';

const SepaMandatesQueryDocument = graphql(`
  query SepaMandates($page: ListInput) {
    mandates(page: $page) {
      total
      items {
        id
        payerKind
        payerId
        payerName
        debtorName
        iban
        ibanMasked
        bic
        reference
        signedOn
        sequence
        active
      }
    }
  }
`);

export type MandateRow = SepaMandatesQuery['mandates']['items'][number];

function mandateColumns(t: (key: string) => string): Column<MandateRow>[] {
  return [
    { key: 'payer', label: t('web.sepa.payer'), render: (m) => m.payerName },
    { key: 'debtor', label: t('web.sepa.debtorName'), render: (m) => m.debtorName },
    {
      key: 'iban',
      label: t('web.sepa.iban'),
      className: 'sepa-iban',
      render: (m) => <span title={m.ibanMasked ? t('web.sepa.ibanHidden') : undefined}>{m.iban}</span>,
    },
    { key: 'reference', label: t('web.sepa.reference'), render: (m) => m.reference },
    { key: 'signed', label: t('web.sepa.signedOn'), render: (m) => m.signedOn },
    { key: 'sequence', label: t('web.sepa.sequence'), render: (m) => t(`web.sepa.sequences.${m.sequence}`) },
    {
      key: 'active',
      label: t('web.sepa.state'),
      render: (m) => (m.active ? t('web.sepa.active') : t('web.sepa.revoked')),
    },
  ];
}

/** The mandates the member sees; who collects records and changes them. */
export function MandatesPanel({ collects }: { collects: boolean }) {
  const { t } = useT();
  const list = useListState('id DESC');
  const [editing, setEditing] = useState<MandateRow | 'new' | null>(null);
  const { page, pageSize } = list;
  const result = useQuery(SepaMandatesQueryDocument, {
    variables: { page: { offset: page * pageSize, limit: pageSize } },
    fetchPolicy: 'cache-and-network',
  });
  const mandates = shownPage(result)?.mandates;

  return (
    <section aria-labelledby="sepa-mandates">
      <h2 id="sepa-mandates">{t('web.sepa.mandates')}</h2>
      {collects && (
        <div className="sepa-toolbar">
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('web.sepa.newMandate')}
          </button>
        </div>
      )}
      <DataTable
        caption={t('web.sepa.mandates')}
        columns={mandateColumns(t)}
        rows={mandates?.items ?? []}
        order={list.order}
        onSort={list.sortBy}
        loading={result.loading}
        emptyText={t('web.sepa.noMandates')}
        actions={
          collects
            ? (row) =>
                row.ibanMasked ? null : (
                  <button type="button" className="button" onClick={() => setEditing(row)}>
                    {t('web.sepa.edit')}
                  </button>
                )
            : undefined
        }
      />
      <Pager page={page} pageSize={pageSize} total={mandates?.total ?? 0} onPage={list.setPage} />
      {editing && (
        <MandateModal
          mandate={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void result.refetch();
          }}
        />
      )}
    </section>
  );
}
