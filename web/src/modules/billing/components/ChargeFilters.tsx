import { useId } from 'react';
import type { ChargeKind, ChargeStatus } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { YearSelect } from './YearSelect';

export const CHARGE_STATUSES: readonly ChargeStatus[] = ['OPEN', 'PAID', 'RETURNED', 'CANCELLED'];
export const CHARGE_KINDS: readonly ChargeKind[] = ['FEES', 'DOJO_FEE', 'COURSE', 'SETTLEMENT'];

/** The charges list's filters as ChargeFilter names them. */
export type ChargeFilterValues = {
  status: ChargeStatus | null;
  kind: ChargeKind | null;
  year: number | null;
  overdue: boolean;
  mine: boolean;
};

export const NO_FILTER: ChargeFilterValues = {
  status: null,
  kind: null,
  year: null,
  overdue: false,
  mine: false,
};

type ChargeFiltersProps = {
  value: ChargeFilterValues;
  onChange: (next: ChargeFilterValues) => void;
  /** 'Mis pagos' is always the caller's own: no tick for it. */
  mineFixed: boolean;
};

export function ChargeFilters({ value, onChange, mineFixed }: ChargeFiltersProps) {
  const { t } = useT();
  const ids = { status: useId(), kind: useId(), overdue: useId(), mine: useId() };
  const set = (change: Partial<ChargeFilterValues>) => onChange({ ...value, ...change });
  return (
    <>
      <div className="list-filter">
        <label htmlFor={ids.status}>{t('web.billing.status')}</label>
        <select
          id={ids.status}
          value={value.status ?? ''}
          onChange={(event) => set({ status: (event.target.value || null) as ChargeStatus | null })}
        >
          <option value="">{t('web.billing.all')}</option>
          {CHARGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`web.billing.status_${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="list-filter">
        <label htmlFor={ids.kind}>{t('web.billing.kind')}</label>
        <select
          id={ids.kind}
          value={value.kind ?? ''}
          onChange={(event) => set({ kind: (event.target.value || null) as ChargeKind | null })}
        >
          <option value="">{t('web.billing.all')}</option>
          {CHARGE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`web.billing.kind_${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <YearSelect value={value.year} onChange={(year) => set({ year })} any />
      <div className="list-filter">
        <input
          id={ids.overdue}
          type="checkbox"
          checked={value.overdue}
          onChange={(event) => set({ overdue: event.target.checked })}
        />
        <label htmlFor={ids.overdue}>{t('web.billing.overdueOnly')}</label>
      </div>
      {!mineFixed && (
        <div className="list-filter">
          <input
            id={ids.mine}
            type="checkbox"
            checked={value.mine}
            onChange={(event) => set({ mine: event.target.checked })}
          />
          <label htmlFor={ids.mine}>{t('web.billing.mineOnly')}</label>
        </div>
      )}
    </>
  );
}

/** What the filter chip names: every filter chosen, joined. */
export function filterLabel(
  value: ChargeFilterValues,
  mineFixed: boolean,
  t: (key: string) => string,
): string {
  return [
    value.status && t(`web.billing.status_${value.status}`),
    value.kind && t(`web.billing.kind_${value.kind}`),
    value.year && String(value.year),
    value.overdue && t('web.billing.overdue'),
    value.mine && !mineFixed && t('web.billing.mine'),
  ]
    .filter(Boolean)
    .join(', ');
}
