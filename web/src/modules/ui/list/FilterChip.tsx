import { Link } from 'react-router';
import { useT } from '../../i18n/hooks/useT';

/** Clears to a route (a filter the URL holds) or by a call (one the screen holds, a select). */
type FilterChipProps = { label: string } & ({ clearTo: string } | { onClear: () => void });

/** Shown while a list is filtered (by association, by dojo, by state): names the filter and clears it. */
export function FilterChip(props: FilterChipProps) {
  const { t } = useT();
  const mark = <span aria-hidden="true">×</span>;
  return (
    <p className="filter-chip">
      <span>{t('web.list.filteredBy', { filter: props.label })}</span>
      {'clearTo' in props ? (
        <Link to={props.clearTo} className="filter-chip-clear" aria-label={t('web.list.clearFilter')}>
          {mark}
        </Link>
      ) : (
        <button
          type="button"
          className="filter-chip-clear"
          aria-label={t('web.list.clearFilter')}
          onClick={props.onClear}
        >
          {mark}
        </button>
      )}
    </p>
  );
}
