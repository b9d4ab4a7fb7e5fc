import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatCents } from '@federa/schema/validation/money';
import { graphql } from '../../../generated/gql';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { canSeeBilling } from '../billingAccess';
import '../billing.css';

const BillingSummaryQuery = graphql(`
  query BillingSummary {
    billingSummary {
      owedToYouCents
      overdueToYouCents
      owedByYouCents
      openByYou
    }
  }
`);

/** The home's money at a glance for an administrator: one small query, unpaid owed to and by them. */
export function BillingSummaryCard() {
  const { t, lang } = useT();
  const me = useMe();
  const admin = canSeeBilling(me);
  const { data } = useQuery(BillingSummaryQuery, { skip: !admin });
  const summary = data?.billingSummary;
  if (!admin || !summary) return null;
  const money = (cents: number) => formatCents(cents, lang);
  return (
    <section className="home-box billing-summary" aria-labelledby="billing-summary-title">
      <h2 id="billing-summary-title">{t('web.billing.summaryTitle')}</h2>
      <dl>
        <dt>{t('web.billing.owedToYou')}</dt>
        <dd>{money(summary.owedToYouCents)}</dd>
        <dt>{t('web.billing.overdueToYou')}</dt>
        <dd>{money(summary.overdueToYouCents)}</dd>
        <dt>{t('web.billing.owedByYou', { count: summary.openByYou })}</dt>
        <dd>{money(summary.owedByYouCents)}</dd>
      </dl>
      <Link to={`/${lang}/app/cobros`}>{t('web.billing.seeCharges')}</Link>
    </section>
  );
}
