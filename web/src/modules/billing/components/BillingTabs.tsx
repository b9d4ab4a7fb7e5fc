import { NavLink } from 'react-router';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import { canSeeSettlements } from '../billingAccess';

/** The three screens of 'Facturación', one sidebar entry: a link to each, the current one marked. */
export function BillingTabs() {
  const { t, lang } = useT();
  const me = useMe();
  const base = `/${lang}/app/cobros`;
  const tabs = [
    { to: base, label: t('web.billing.charges'), end: true },
    { to: `${base}/tarifas`, label: t('web.billing.tariffs'), end: true },
    ...(canSeeSettlements(me)
      ? [{ to: `${base}/liquidaciones`, label: t('web.billing.settlements'), end: true }]
      : []),
  ];
  return (
    <nav className="billing-tabs" aria-label={t('web.billing.sidebar')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className="billing-tab">
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
