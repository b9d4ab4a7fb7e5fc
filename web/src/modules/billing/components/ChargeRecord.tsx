import { useApolloClient } from '@apollo/client/react';
import { Suspense, useState, type ReactNode } from 'react';
import { formatCents } from '@federa/schema/validation/money';
import { graphql } from '../../../generated/gql';
import type { ChargeRecordFragment } from '../../../generated/graphql';
import { downloadFile } from '../../api/downloadFile';
import { useT } from '../../i18n/hooks/useT';
import { PayButtons } from '../../payments';
import { Loading } from '../../ui/components/Loading';
import { useDialogs } from '../../ui/dialogs/DialogsContext';
import { ChargeStatus, shortDate } from './chargeColumns';

/** What the charge's record shows. */
export const ChargeRecordFields = graphql(`
  fragment ChargeRecord on Charge {
    id
    kind
    year
    status
    amountCents
    reference
    payerName
    issuerName
    associationName
    dojoName
    dueDate
    paidAt
    createdAt
    reason
    invoiceNumber
    creditNoteNumber
    receiptUrl
    payable
    items {
      description
      quantity
      unitCents
      totalCents
    }
  }
`);

type ChargeRecordProps = { charge: ChargeRecordFragment };

/**
 * A charge: who owes whom what and why (its items as the receipt prints them), where it stands,
 * its numbers, its document, and how to pay it when the caller pays it.
 */
export function ChargeRecord({ charge }: ChargeRecordProps) {
  const { t, lang } = useT();
  const dialogs = useDialogs();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const money = (cents: number) => formatCents(cents, lang);

  const handleDownload = async () => {
    setBusy(true);
    try {
      await downloadFile(charge.receiptUrl, `${charge.reference}.pdf`);
      // The first download may have numbered the invoice: the record shows its number.
      void client.refetchQueries({ include: ['Charge'] });
    } catch (error) {
      console.error('receipt download failed', error);
      await dialogs.failure(t('web.billing.downloadFailed'), t('web.billing.downloadFailedText'));
    } finally {
      setBusy(false);
    }
  };

  const facts: [string, ReactNode][] = [
    [t('web.billing.status'), <ChargeStatus key="s" t={t} charge={charge} />],
    [t('web.billing.kind'), t(`web.billing.kind_${charge.kind}`)],
    [t('web.billing.payer'), charge.payerName],
    [t('web.billing.issuer'), charge.issuerName ?? t('web.billing.federation')],
    [t('web.billing.association'), charge.associationName],
    ...(charge.dojoName ? [[t('web.billing.dojo'), charge.dojoName] as [string, ReactNode]] : []),
    [t('web.billing.reference'), <code key="r">{charge.reference}</code>],
    [t('web.billing.amount'), money(charge.amountCents)],
  ];
  if (charge.dueDate) facts.push([t('web.billing.due'), shortDate(charge.dueDate, lang)]);
  if (charge.paidAt) facts.push([t('web.billing.paidAt'), shortDate(charge.paidAt, lang)]);
  if (charge.invoiceNumber) facts.push([t('web.billing.invoiceNumber'), charge.invoiceNumber]);
  if (charge.creditNoteNumber) facts.push([t('web.billing.creditNoteNumber'), charge.creditNoteNumber]);
  if (charge.reason) facts.push([t('web.billing.reason'), charge.reason]);

  return (
    <div className="charge-record">
      <dl className="charge-facts">
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="billing-table-wrap">
        <table className="billing-table">
          <caption className="visually-hidden">{t('web.billing.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('web.billing.description')}</th>
              <th scope="col" className="numeric">
                {t('web.billing.quantity')}
              </th>
              <th scope="col" className="numeric">
                {t('web.billing.unit')}
              </th>
              <th scope="col" className="numeric">
                {t('web.billing.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {charge.items.map((item, index) => (
              <tr key={index}>
                <td>{item.description}</td>
                <td className="numeric">{item.quantity}</td>
                <td className="numeric">{money(item.unitCents)}</td>
                <td className="numeric">{money(item.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('web.billing.total')}
              </th>
              <td className="numeric">{money(charge.amountCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p>
        <button type="button" className="button" disabled={busy} onClick={() => void handleDownload()}>
          {t('web.billing.downloadReceipt')}
        </button>
      </p>
      {charge.payable && (
        // Card, Bizum and the transfer's instructions (the reference) are the payments module's.
        <div className="charge-pay">
          <Suspense fallback={<Loading />}>
            <PayButtons chargeId={charge.id} reference={charge.reference} payable={charge.payable} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
