import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { graphql } from '../../../generated/gql';
import type { ValidationKind } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { DataTable } from '../../ui/list/DataTable';
import { Pager } from '../../ui/list/Pager';
import { shownPage } from '../../ui/list/shownPage';
import { PageSizeSelect } from '../../ui/list/PageSizeSelect';
import { useListState } from '../../ui/list/useListState';
import { INBOX_KINDS, inboxRows } from '../inboxRows';
import { InboxCounts } from './InboxCounts';
import { inboxColumns } from './inboxColumns';
import '../../ui/list/list.css';
import '../validations.css';

const ValidationInboxQuery = graphql(`
  query ValidationInbox($page: ListInput, $kind: ValidationKind) {
    validationInbox(page: $page, kind: $kind) {
      total
      fees
      grades
      courses
      items {
        kind
        id
        title
        detail
        dojoName
        memberNumber
        date
        level
      }
    }
  }
`);

/**
 * /{lang}/app/validaciones (routed by part 1, described by no part): everything waiting for the
 * caller's validation level — fee batches, grades and titles, courses — newest first, the very rows
 * the sidebar badges count (the server reads one rule for both), each opening its screen positioned
 * on it. The inbox has one order and no search, so it is the list kit's table and pager without
 * ListView's search box.
 */
export function ValidationsScreen() {
  const { t, lang } = useT();
  const kindId = useId();
  const list = useListState('fecha DESC');
  const [kind, setKind] = useState<ValidationKind | null>(null);
  const { page, pageSize } = list;
  const result = useQuery(ValidationInboxQuery, {
    variables: { page: { offset: page * pageSize, limit: pageSize }, kind },
    // Counts change behind the screen (someone validates elsewhere): the inbox is asked each time.
    fetchPolicy: 'cache-and-network',
  });
  useDocumentTitle(t('web.validations.title'));
  // Rows of several kinds have no idReg of their own: a bare list is the only position.
  if (useParams().idReg !== undefined) return <Navigate to={`/${lang}/app/validaciones`} replace />;

  const inbox = shownPage(result)?.validationInbox;
  const rows = inbox ? inboxRows(inbox.items, page * pageSize) : [];
  const handleKind = (value: string) => {
    setKind(INBOX_KINDS.find((k) => k === value) ?? null);
    list.setPage(0);
  };
  return (
    <section className="list-screen validations-screen" aria-labelledby="list-title">
      <header className="list-header">
        <h1 id="list-title">{t('web.validations.title')}</h1>
      </header>
      {inbox && <InboxCounts counts={inbox} />}
      <div className="list-toolbar">
        <div className="list-filter">
          <label htmlFor={kindId}>{t('web.validations.kind')}</label>
          <select id={kindId} value={kind ?? ''} onChange={(event) => handleKind(event.target.value)}>
            <option value="">{t('web.validations.kindAll')}</option>
            {INBOX_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`web.validations.kind_${k}`)}
              </option>
            ))}
          </select>
        </div>
        <PageSizeSelect value={pageSize} onChange={list.setPageSize} />
      </div>
      <DataTable
        caption={t('web.validations.title')}
        columns={inboxColumns(t, lang)}
        rows={rows}
        order={list.order}
        onSort={list.sortBy}
        loading={result.loading}
        emptyText={t('web.validations.empty')}
      />
      <Pager page={page} pageSize={pageSize} total={inbox?.total ?? 0} onPage={list.setPage} />
    </section>
  );
}
