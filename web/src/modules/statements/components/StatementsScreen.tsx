import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { formatCents } from '@federa/schema/validation/money';
import { graphql } from '../../../generated/gql';
import type { BankStatementsQuery } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { DataTable, type Column } from '../../ui/list/DataTable';
import { Pager } from '../../ui/list/Pager';
import { shownPage } from '../../ui/list/shownPage';
import { useListState } from '../../ui/list/useListState';
import { UploadRefused, uploadStatement } from '../uploadStatement';
import { StatementLinesPanel } from './StatementLinesPanel';
import '../../ui/list/list.css';
import './statements.css';

const BankStatementsQuery = graphql(`
  query BankStatements($page: ListInput) {
    bankStatements(page: $page) {
      total
      items {
        id
        format
        account
        from
        to
        creditCents
        lineCount
        matchedCount
        pendingCount
        dismissedCount
        returnCount
        importedAt
      }
    }
  }
`);

type StatementRow = BankStatementsQuery['bankStatements']['items'][number];

/**
 * /{lang}/app/extractos: import a bank statement, the statements imported (with their lines
 * counted by what became of them), and the chosen statement's lines left for a person.
 */
export function StatementsScreen() {
  const { t, lang } = useT();
  const dialogs = useDialogs();
  const fileId = useId();
  useDocumentTitle(t('web.statements.title'));
  const [file, setFile] = useState<File | null>(null);
  const [importing, setImporting] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = useListState('id DESC');
  const { page, pageSize } = list;
  const result = useQuery(BankStatementsQuery, {
    variables: { page: { offset: page * pageSize, limit: pageSize } },
    fetchPolicy: 'cache-and-network',
  });
  const statements = shownPage(result)?.bankStatements;

  const handleImport = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setImporting(true);
    try {
      const answer = await uploadStatement(file, lang);
      await result.refetch();
      setChosen(answer.statementId);
      await dialogs.success(answer.message);
    } catch (error) {
      const text = error instanceof UploadRefused ? error.message : t('web.statements.uploadFailed');
      await dialogs.failure(t('web.statements.refused'), text);
    } finally {
      setImporting(false);
    }
  };

  const columns: Column<StatementRow>[] = [
    { key: 'id', label: t('web.statements.statement'), render: (s) => `#${s.id}` },
    {
      key: 'format',
      label: t('web.statements.format'),
      render: (s) => t(`web.statements.formats.${s.format}`),
    },
    { key: 'account', label: t('web.statements.account'), render: (s) => s.account },
    { key: 'period', label: t('web.statements.period'), render: (s) => `${s.from} – ${s.to}` },
    { key: 'credits', label: t('web.statements.credits'), render: (s) => formatCents(s.creditCents, lang) },
    {
      key: 'counts',
      label: t('web.statements.lines'),
      render: (s) =>
        [
          t('web.statements.lineCount', { number: s.lineCount }),
          t('web.statements.matchedCount', { number: s.matchedCount }),
          t('web.statements.pendingCount', { number: s.pendingCount }),
          t('web.statements.returnCount', { number: s.returnCount }),
          t('web.statements.dismissedCount', { number: s.dismissedCount }),
        ].join(' · '),
    },
  ];

  return (
    <section className="list-screen statements-screen" aria-labelledby="statements-title">
      <header className="list-header">
        <h1 id="statements-title">{t('web.statements.title')}</h1>
      </header>
      <form className="statements-toolbar" onSubmit={handleImport}>
        <label htmlFor={fileId}>
          {t('web.statements.file')}
          <input
            id={fileId}
            type="file"
            accept=".n43,.txt,.aeb,.csb,.xml"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={importing || !file}>
          {t('web.statements.import')}
        </button>
        <p className="statements-hint">{t('web.statements.fileHint')}</p>
      </form>
      <DataTable
        caption={t('web.statements.statements')}
        columns={columns}
        rows={statements?.items ?? []}
        order={list.order}
        onSort={list.sortBy}
        loading={result.loading}
        highlightId={chosen ?? undefined}
        emptyText={t('web.statements.noStatements')}
        actions={(row) => (
          <button type="button" className="button" onClick={() => setChosen(row.id)}>
            {t('web.statements.showLines', { id: row.id })}
          </button>
        )}
      />
      <Pager page={page} pageSize={pageSize} total={statements?.total ?? 0} onPage={list.setPage} />
      {chosen !== null && <StatementLinesPanel statementId={chosen} onChange={() => void result.refetch()} />}
    </section>
  );
}
