import { useId } from 'react';
import { useT } from '../../i18n/hooks/useT';

/** Years a money screen offers: next year (tariffs are set ahead) back to five years ago. */
export function yearsAround(current: number): number[] {
  return Array.from({ length: 7 }, (_, i) => current + 1 - i);
}

type YearSelectProps = {
  value: number | null;
  onChange: (year: number | null) => void;
  /** Offers 'Todos' (no year) first. */
  any?: boolean;
};

export function YearSelect({ value, onChange, any }: YearSelectProps) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="list-filter">
      <label htmlFor={id}>{t('web.billing.year')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        {any && <option value="">{t('web.billing.all')}</option>}
        {yearsAround(new Date().getFullYear()).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
