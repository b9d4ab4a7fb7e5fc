import type { TFunction } from 'i18next';
import { formatCents } from '@federa/schema/validation/money';
import { graphql } from '../../../generated/gql';
import type { ChargeRowFragment } from '../../../generated/graphql';
import type { Column } from '../../ui/list/DataTable';

/** What a row of the charges list shows. */
export const ChargeRowFields = graphql(`
  fragment ChargeRow on Charge {
    id
    kind
    year
    status
    amountCents
    reference
    payerName
    issuerName
    dueDate
    payable
  }
`);

export type ChargeRow = ChargeRowFragment;

/** Unpaid past its due date, as the server's `overdue` filter reads it (the day, in the browser's calendar). */
export function isOverdue(charge: { status: string; dueDate?: string | null }, today: string): boolean {
  return (
    (charge.status === 'OPEN' || charge.status === 'RETURNED') && !!charge.dueDate && charge.dueDate < today
  );
}

/** Today as YYYY-MM-DD in the browser's calendar. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function ChargeStatus({
  t,
  charge,
}: {
  t: TFunction;
  charge: { status: string; dueDate?: string | null };
}) {
  const overdue = isOverdue(charge, today());
  return (
    <span className="charge-status" data-status={overdue ? 'OVERDUE' : charge.status}>
      {t(`web.billing.status_${charge.status}`)}
      {overdue && ` · ${t('web.billing.overdue')}`}
    </span>
  );
}

/** The date part of an ISO date, in the language's short format. */
export const shortDate = (iso: string | null | undefined, lang: string) =>
  iso
    ? new Intl.DateTimeFormat(lang, { timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))
    : '';

/** The charges list's columns under the server's order names (id, anio, importe, estado, vence). */
export function chargeColumns(t: TFunction, lang: string): Column<ChargeRow>[] {
  return [
    { key: 'id', label: t('web.billing.number'), sort: 'id', className: 'numeric', render: (row) => row.id },
    { key: 'kind', label: t('web.billing.kind'), render: (row) => t(`web.billing.kind_${row.kind}`) },
    { key: 'payer', label: t('web.billing.payer'), render: (row) => row.payerName },
    {
      key: 'issuer',
      label: t('web.billing.issuer'),
      render: (row) => row.issuerName ?? t('web.billing.federation'),
    },
    { key: 'anio', label: t('web.billing.year'), sort: 'anio', render: (row) => row.year },
    {
      key: 'importe',
      label: t('web.billing.amount'),
      sort: 'importe',
      className: 'numeric',
      render: (row) => formatCents(row.amountCents, lang),
    },
    {
      key: 'estado',
      label: t('web.billing.status'),
      sort: 'estado',
      render: (row) => <ChargeStatus t={t} charge={row} />,
    },
    {
      key: 'vence',
      label: t('web.billing.due'),
      sort: 'vence',
      render: (row) => shortDate(row.dueDate, lang),
    },
  ];
}
