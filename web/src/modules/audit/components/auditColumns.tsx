import type { TFunction } from 'i18next';
import type { AuditLogQuery } from '../../../generated/graphql';
import type { Column } from '../../ui/list/DataTable';

/** An entry as the list kit takes it: its 64-bit id as a number (safe far beyond any real log). */
export type AuditRow = Omit<AuditLogQuery['auditLog']['items'][number], 'id'> & { id: number };

/** A column's value as a person reads it: text as it is, the rest as JSON, nothing as a dash. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Each changed column before and after, in a native disclosure (keyboard and screen readers). */
function Details({ row, t }: { row: AuditRow; t: TFunction }) {
  const before = (row.before ?? {}) as Record<string, unknown>;
  const after = (row.after ?? {}) as Record<string, unknown>;
  if (row.changedFields.length === 0) return null;
  return (
    <details className="audit-details">
      <summary>{row.changedFields.join(', ')}</summary>
      {/* A list, not a table: inside a list row turned card a nested table would be laid out as cards too. */}
      <dl>
        {row.changedFields.map((field) => (
          <div key={field} className="audit-change">
            <dt>{field}</dt>
            <dd>
              <span className="audit-label">{t('web.audit.before')}:</span>{' '}
              {row.before ? shown(before[field]) : '—'}
            </dd>
            <dd>
              <span className="audit-label">{t('web.audit.after')}:</span>{' '}
              {row.after ? shown(after[field]) : '—'}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** When, who, what, which record, and what changed in it. */
export function auditColumns(t: TFunction, lang: string): Column<AuditRow>[] {
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  return [
    { key: 'date', label: t('web.audit.colDate'), render: (row) => when.format(new Date(String(row.at))) },
    {
      key: 'author',
      label: t('web.audit.colAuthor'),
      render: (row) => row.authorName ?? t('web.audit.nobody'),
    },
    {
      key: 'action',
      label: t('web.audit.colAction'),
      render: (row) => t(`web.audit.actions.${row.action}`),
    },
    {
      key: 'record',
      label: t('web.audit.colRecord'),
      render: (row) => `${t(`web.audit.tables.${row.table}`)} ${row.recordId}`,
    },
    {
      key: 'changes',
      label: t('web.audit.colChanges'),
      className: 'audit-changes-cell',
      render: (row) => <Details row={row} t={t} />,
    },
  ];
}
