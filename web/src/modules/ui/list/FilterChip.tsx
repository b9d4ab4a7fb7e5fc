import { Link } from 'react-router';
import { useT } from '../../i18n/hooks/useT';

type FilterChipProps = { label: string; clearTo: string };

/** Shown while a list is filtered (by association, by dojo): names the filter and clears it. */
export function FilterChip({ label, clearTo }: FilterChipProps) {
  const { t } = useT();
  return (
    <p className="filter-chip">
      <span>{t('web.list.filteredBy', { filter: label })}</span>
      <Link to={clearTo} className="filter-chip-clear" aria-label={t('web.list.clearFilter')}>
        <span aria-hidden="true">×</span>
      </Link>
    </p>
  );
}
