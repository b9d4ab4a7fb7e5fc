import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { AUDIT_ACTIONS, AUDITED_TABLES } from '@federa/schema/validation/audit';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { DataTable } from '../../ui/list/DataTable';
import { PageSizeSelect } from '../../ui/list/PageSizeSelect';
import { Pager } from '../../ui/list/Pager';
import { shownPage } from '../../ui/list/shownPage';
import { useListState } from '../../ui/list/useListState';
import { auditColumns } from './auditColumns';
import '../../ui/list/list.css';
import './audit.css';

const AuditLogQuery = graphql(`
  query AuditLog($filter: AuditFilter, $page: ListInput) {
    auditLog(filter: $filter, page: $page) {
      total
      totalIsExact
      items {
        id
        at
        action
        table
        recordId
        authorName
        before
        after
        changedFields
      }
    }
  }
`);

/** A day of the date inputs as the start of that day, or of the next one for "to". */
const dayStart = (day: string, next = false) => {
  if (!day) return null;
  const date = new Date(`${day}T00:00:00`);
  if (next) date.setDate(date.getDate() + 1);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/**
 * /{lang}/app/auditoria: who created, changed, deleted or validated what, and who signed in as an
 * administrator, newest first. The server answers within the caller's scope (an association's
 * administrator reads their association, a dojo's their dojo).
 */
export function AuditLogScreen() {
  const { t, lang } = useT();
  const ids = { table: useId(), action: useId(), from: useId(), to: useId() };
  const list = useListState('momento DESC');
  const [filters, setFilters] = useState({ table: '', action: '', from: '', to: '' });
  const { page, pageSize } = list;
  const result = useQuery(AuditLogQuery, {
    variables: {
      filter: {
        table: filters.table || null,
        action: filters.action || null,
        from: dayStart(filters.from),
        to: dayStart(filters.to, true),
      },
      page: { offset: page * pageSize, limit: pageSize },
    },
    fetchPolicy: 'cache-and-network',
  });
  useDocumentTitle(t('web.audit.title'));
  const log = shownPage(result)?.auditLog;
  const set = (name: keyof typeof filters) => (value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    list.setPage(0);
  };

  return (
    <section className="list-screen" aria-labelledby="list-title">
      <header className="list-header">
        <h1 id="list-title">{t('web.audit.title')}</h1>
      </header>
      <form
        className="list-toolbar audit-filters"
        aria-label={t('web.audit.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="list-filter audit-filter">
          <label htmlFor={ids.table}>{t('web.audit.table')}</label>
          <select id={ids.table} value={filters.table} onChange={(e) => set('table')(e.target.value)}>
            <option value="">{t('web.audit.any')}</option>
            {AUDITED_TABLES.map((table) => (
              <option key={table} value={table}>
                {t(`web.audit.tables.${table}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="list-filter audit-filter">
          <label htmlFor={ids.action}>{t('web.audit.action')}</label>
          <select id={ids.action} value={filters.action} onChange={(e) => set('action')(e.target.value)}>
            <option value="">{t('web.audit.any')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`web.audit.actions.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="list-filter audit-filter">
          <label htmlFor={ids.from}>{t('web.audit.from')}</label>
          <input
            id={ids.from}
            type="date"
            value={filters.from}
            onChange={(e) => set('from')(e.target.value)}
          />
        </div>
        <div className="list-filter audit-filter">
          <label htmlFor={ids.to}>{t('web.audit.to')}</label>
          <input id={ids.to} type="date" value={filters.to} onChange={(e) => set('to')(e.target.value)} />
        </div>
        <PageSizeSelect value={pageSize} onChange={list.setPageSize} />
      </form>
      {log && !log.totalIsExact && (
        <p className="audit-notice" role="status">
          {t('web.audit.tooMany', { count: log.total })}
        </p>
      )}
      <DataTable
        caption={t('web.audit.title')}
        columns={auditColumns(t, lang)}
        rows={(log?.items ?? []).map((item) => ({ ...item, id: Number(item.id) }))}
        order={list.order}
        onSort={list.sortBy}
        loading={result.loading}
        emptyText={t('web.audit.empty')}
      />
      <Pager page={page} pageSize={pageSize} total={log?.total ?? 0} onPage={list.setPage} />
    </section>
  );
}
