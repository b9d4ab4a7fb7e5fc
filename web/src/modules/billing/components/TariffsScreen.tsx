import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { formatCents } from '@federa/schema/validation/money';
import { graphql } from '../../../generated/gql';
import type { BillingTariffsQuery } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { useMe } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { canSetTariff } from '../billingAccess';
import { BillingTabs } from './BillingTabs';
import { TariffModal, type TariffSlot } from './TariffModal';
import { YearSelect } from './YearSelect';
import '../../ui/list/list.css';
import '../billing.css';

const BillingTariffsQuery = graphql(`
  query BillingTariffs($year: Int!) {
    tariffs(year: $year) {
      id
      year
      level
      associationId
      associationName
      dojoId
      dojoName
      adultCents
      childCents
      changedAt
    }
  }
`);

type Tariff = BillingTariffsQuery['tariffs'][number];
type Row = TariffSlot & { key: string; changedAt: string | null };

/**
 * The year's tariffs the caller sees, and a row for each of the caller's own places that has none
 * yet (the national licence, their association's fee, their dojo's), so that it can be set.
 */
export function tariffRows(
  tariffs: readonly Tariff[],
  me: Me,
  year: number,
  t: (key: string) => string,
): Row[] {
  const rows: Row[] = tariffs.map((tariff) => ({
    key: `t${tariff.id}`,
    year,
    level: tariff.level,
    associationId: tariff.associationId ?? null,
    dojoId: tariff.dojoId ?? null,
    name:
      tariff.level === 'NATIONAL'
        ? t('web.billing.federation')
        : ((tariff.level === 'DOJO' ? tariff.dojoName : tariff.associationName) ?? ''),
    current: { adultCents: tariff.adultCents, childCents: tariff.childCents },
    changedAt: tariff.changedAt,
  }));
  const has = (level: Row['level'], id: number | null) =>
    rows.some(
      (row) =>
        row.level === level &&
        (level === 'NATIONAL' || (level === 'DOJO' ? row.dojoId : row.associationId) === id),
    );
  const own: Row[] = [];
  const blank = { year, current: null, changedAt: null };
  if (me.roles.admin && !has('NATIONAL', null))
    own.push({
      ...blank,
      key: 'national',
      level: 'NATIONAL',
      associationId: null,
      dojoId: null,
      name: t('web.billing.federation'),
    });
  if (
    (me.roles.admin || me.roles.associationAdmin) &&
    me.associationId &&
    !has('ASSOCIATION', me.associationId)
  )
    own.push({
      ...blank,
      key: 'association',
      level: 'ASSOCIATION',
      associationId: me.associationId,
      dojoId: null,
      name: t('web.billing.ownAssociation'),
    });
  if (me.roles.dojoAdmin && me.dojoId && !has('DOJO', me.dojoId))
    own.push({
      ...blank,
      key: 'dojo',
      level: 'DOJO',
      associationId: me.associationId,
      dojoId: me.dojoId,
      name: t('web.billing.ownDojo'),
    });
  const rank = { NATIONAL: 0, ASSOCIATION: 1, DOJO: 2 };
  return [...rows, ...own].sort((a, b) => rank[a.level] - rank[b.level]);
}

/** /{lang}/app/cobros/tarifas: what each share of a year's fee costs, set by whoever owns it. */
export function TariffsScreen() {
  const { t, lang } = useT();
  const me = useMe();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [editing, setEditing] = useState<TariffSlot | null>(null);
  const { data, loading } = useQuery(BillingTariffsQuery, { variables: { year } });
  useDocumentTitle(t('web.billing.tariffs'));
  // Until the year's tariffs come, no place is offered as unset.
  const rows = data ? tariffRows(data.tariffs, me, year, t) : [];
  const money = (cents: number | undefined) => (cents === undefined ? '—' : formatCents(cents, lang));

  return (
    <section className="list-screen" aria-labelledby="billing-title">
      <BillingTabs />
      <header className="list-header">
        <h1 id="billing-title">{t('web.billing.tariffs')}</h1>
      </header>
      <div className="billing-toolbar">
        <YearSelect value={year} onChange={(next) => setYear(next ?? new Date().getFullYear())} />
      </div>
      <p>{t('web.billing.tariffsHint')}</p>
      <div className="billing-table-wrap">
        <table className="billing-table">
          <caption className="visually-hidden">{t('web.billing.tariffsCaption', { year })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('web.billing.level')}</th>
              <th scope="col">{t('web.billing.place')}</th>
              <th scope="col" className="numeric">
                {t('web.billing.adult')}
              </th>
              <th scope="col" className="numeric">
                {t('web.billing.child')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('web.billing.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-level={row.level}>
                <td>{t(`web.billing.level_${row.level}`)}</td>
                <th scope="row">{row.name}</th>
                <td className="numeric">{money(row.current?.adultCents)}</td>
                <td className="numeric">{money(row.current?.childCents)}</td>
                <td>
                  {canSetTariff(me, row) && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t(row.current ? 'web.billing.changeTariffOf' : 'web.billing.setTariffOf', {
                        name: row.name,
                      })}
                      onClick={() => setEditing(row)}
                    >
                      {t(row.current ? 'web.billing.change' : 'web.billing.set')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={5}>{t('web.billing.noTariffs')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {editing && (
        <TariffModal slot={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
      )}
    </section>
  );
}
