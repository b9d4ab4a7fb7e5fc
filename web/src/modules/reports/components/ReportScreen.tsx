import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { describeError } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { FormMessage } from '../../ui/components/FormMessage';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { conditionCount } from '../reportAddress';
import { ReportFieldsQuery, ReportQuery, ReportViewsQuery } from '../reportQueries';
import { ReportTemplateModals } from '../templates/ReportTemplateModals';
import { useInitialTemplate } from '../templates/useInitialTemplate';
import { useReportDraft } from '../useReportDraft';
import { FieldsModal } from './FieldsModal';
import { FiltersModal } from './FiltersModal';
import { GroupingModal } from './GroupingModal';
import { ReportResults } from './ReportResults';
import '../../ui/list/list.css';
import '../reports.css';

type Modal = 'fields' | 'aggregations' | 'filters' | 'templates' | 'addTemplate' | 'export' | null;

/** The route's idReg as part 3 §2 reads it: a number, 0 when it is not one. */
const idRegOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

/**
 * /{lang}/app/listado[/{idReg}] (part 3 §2, §4): the report builder. A view, then fields, filters
 * and groupings in their modals, then 'Mostrar resultados'. The report lives in the address, so
 * it can be bookmarked and shared; the server scopes it to whoever opens it. The screen opens on
 * the route's template or the caller's default one unless the address already holds a report.
 */
export function ReportScreen() {
  const { t } = useT();
  const report = useReportDraft();
  const { state } = report;
  const [modal, setModal] = useState<Modal>(null);
  useDocumentTitle(t('web.reports.title'));
  useInitialTemplate({
    idReg: idRegOf(useParams().idReg),
    hasAddressConfiguration: report.hasAddressConfiguration,
    applyDefinition: report.applyDefinition,
  });

  const views = useQuery(ReportViewsQuery);
  const fields = useQuery(ReportFieldsQuery, { variables: { view: state.view ?? '' }, skip: !state.view });
  const catalogue = fields.data?.reportFields ?? [];
  const selected = state.fields.length > 0 || state.groupBy.length > 0;
  const conditions = conditionCount(state.filter);
  const input = {
    view: state.view ?? '',
    fields: state.fields,
    groupBy: state.groupBy,
    filter: state.filter,
    offset: state.page * state.pageSize,
    limit: state.pageSize,
    orderBy: state.orderBy,
  };
  const result = useQuery(ReportQuery, {
    variables: { input },
    skip: !state.shown || !state.view || !selected,
  });
  const shown = state.shown && selected ? (result.data ?? result.previousData)?.report : undefined;
  const close = () => setModal(null);

  const hint = !state.view
    ? t('web.reports.pickView')
    : !selected
      ? t('web.reports.pickField')
      : !state.shown
        ? t('web.reports.pressShow')
        : null;

  return (
    <section className="list-screen report-screen" aria-labelledby="list-title">
      <header className="list-header">
        <h1 id="list-title">{t('web.reports.title')}</h1>
      </header>
      <nav className="report-views" aria-label={t('web.reports.views')}>
        {(views.data?.reportViews ?? []).map((v) => (
          <button
            key={v.code}
            type="button"
            className={v.code === state.view ? 'button button--primary' : 'button'}
            aria-pressed={v.code === state.view}
            onClick={() => v.code !== state.view && report.setView(v.code)}
          >
            {v.name}
          </button>
        ))}
      </nav>
      <div className="report-toolbar" role="toolbar" aria-label={t('web.reports.toolbar')}>
        <button type="button" className="button" disabled={!state.view} onClick={() => setModal('fields')}>
          {t('web.reports.fields', { count: state.fields.length })}
        </button>
        <button type="button" className="button" disabled={!state.view} onClick={() => setModal('filters')}>
          {t('web.reports.filters', { count: conditions })}
        </button>
        <button
          type="button"
          className="button"
          disabled={!state.view}
          onClick={() => setModal('aggregations')}
        >
          {t('web.reports.aggregations', { count: state.groupBy.length })}
        </button>
        <button type="button" className="button" disabled={!state.view} onClick={() => setModal('templates')}>
          {t('web.reports.loadTemplate')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!state.view || (!selected && conditions === 0)}
          onClick={() => setModal('addTemplate')}
        >
          {t('web.reports.saveTemplate')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!state.view || !selected || !shown || shown.total === 0}
          onClick={() => setModal('export')}
        >
          {t('web.reports.export')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!state.view || !selected}
          onClick={report.show}
        >
          {t('web.reports.show')}
        </button>
      </div>
      {hint && <p className="report-hint">{hint}</p>}
      {result.error && state.shown && (
        <FormMessage kind="error">{describeError(result.error, t)}</FormMessage>
      )}
      {shown && (
        <ReportResults
          result={shown}
          loading={result.loading}
          groups={state.groupBy.length}
          orderBy={state.orderBy}
          page={state.page}
          pageSize={state.pageSize}
          onSort={report.setOrder}
          onPage={report.setPage}
          onPageSize={report.setPageSize}
        />
      )}
      {state.view && modal === 'fields' && (
        <FieldsModal
          fields={catalogue}
          chosen={state.fields}
          grouped={state.groupBy.length > 0}
          onApply={(chosen) => {
            report.setFields(chosen);
            close();
          }}
          onClose={close}
        />
      )}
      {state.view && modal === 'aggregations' && (
        <GroupingModal
          fields={catalogue}
          chosen={state.groupBy}
          onApply={(groupBy) => {
            report.setGroupBy(groupBy);
            close();
          }}
          onClose={close}
        />
      )}
      {state.view && modal === 'filters' && (
        <FiltersModal
          view={state.view}
          fields={catalogue}
          filter={state.filter}
          onApply={(filter) => {
            report.setFilter(filter);
            close();
          }}
          onClose={close}
        />
      )}
      <ReportTemplateModals
        open={modal}
        draft={state}
        orderBy={state.orderBy}
        total={shown?.total ?? 0}
        applyDefinition={report.applyDefinition}
        onClose={close}
      />
    </section>
  );
}
