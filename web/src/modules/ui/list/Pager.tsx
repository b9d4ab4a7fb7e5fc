import { useT } from '../../i18n/hooks/useT';
import { pageCount, pageWindow } from './pageWindow';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** false: more than `total` rows match (the server stopped counting): no last page, Next open. */
  totalIsExact?: boolean;
  onPage: (page: number) => void;
};

/** Numbered pagination (0-based `page`): Previous, first, a window with gaps, last, Next. */
export function Pager({ page, pageSize, total, totalIsExact = true, onPage }: PagerProps) {
  const { t } = useT();
  const count = pageCount(total, pageSize);
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const summary = totalIsExact ? 'web.list.results' : 'web.list.resultsAtLeast';
  return (
    <nav className="pager" aria-label={t('web.list.pagination')}>
      <p className="pager-summary">{t(summary, { from, to, total })}</p>
      <ul>
        <li>
          <button type="button" className="pager-step" disabled={page <= 0} onClick={() => onPage(page - 1)}>
            {t('web.list.previous')}
          </button>
        </li>
        {pageWindow(page + 1, count, 5, !totalIsExact).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pager-page"
                aria-current={item === page + 1 ? 'page' : undefined}
                aria-label={t('web.list.page', { page: item })}
                onClick={() => onPage(item - 1)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pager-gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pager-step"
            disabled={totalIsExact && page >= count - 1}
            onClick={() => onPage(page + 1)}
          >
            {t('web.list.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
