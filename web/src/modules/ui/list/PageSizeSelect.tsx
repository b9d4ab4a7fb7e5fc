import { useId } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { PAGE_SIZES } from './useListState';

type PageSizeSelectProps = {
  value: number;
  onChange: (size: number) => void;
  /** The sizes the list offers; the kit's 15, 50, 100 unless told. */
  sizes?: readonly number[];
};

/** 'Filas por página': the page-size selector every list shows beside its filters. */
export function PageSizeSelect({ value, onChange, sizes = PAGE_SIZES }: PageSizeSelectProps) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="list-size">
      <label htmlFor={id}>{t('web.list.pageSize')}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
