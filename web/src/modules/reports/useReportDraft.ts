import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { decodeReport, EMPTY_REPORT, encodeReport, REPORT_PARAM, type ReportState } from './reportAddress';
import type { DefinitionInput, FilterInput } from './templates/templateForm';

/** The configuration being built (W2's templates and export read it). */
export type ReportDraft = Pick<ReportState, 'view' | 'fields' | 'groupBy' | 'filter'>;

/**
 * The report builder's state, kept in the address (issue 14: a report can be bookmarked and
 * shared): every change replaces the `informe` parameter, and the screen shows what it says. A
 * configuration change hides the results until 'Mostrar resultados' (part 3 §2's hint).
 */
export function useReportDraft() {
  const [params, setParams] = useSearchParams();
  const encoded = params.get(REPORT_PARAM);
  const state = useMemo(() => decodeReport(encoded) ?? EMPTY_REPORT, [encoded]);
  const hasAddressConfiguration = useMemo(() => decodeReport(encoded) !== null, [encoded]);

  const write = useCallback(
    (change: (current: ReportState) => ReportState) => {
      setParams(
        (current) => {
          const next = change(decodeReport(current.get(REPORT_PARAM)) ?? EMPTY_REPORT);
          const out = new URLSearchParams(current);
          out.set(REPORT_PARAM, encodeReport(next));
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const actions = useMemo(
    () => ({
      /** Part 3 §4: a new view resets fields, filters, aggregations, paging and order. */
      setView: (view: string) => write(() => ({ ...EMPTY_REPORT, view })),
      /** Fields in the current mode (plain, or aggregates while grouping). */
      setFields: (fields: string[]) => write((s) => ({ ...s, fields, orderBy: null, page: 0, shown: false })),
      /** Part 3 §4: choosing groupings clears the fields (plain ones do not fit a grouped report). */
      setGroupBy: (groupBy: string[]) =>
        write((s) => ({
          ...s,
          groupBy,
          fields: sameList(groupBy, s.groupBy) ? s.fields : [],
          orderBy: null,
          page: 0,
          shown: false,
        })),
      setFilter: (filter: FilterInput | null) => write((s) => ({ ...s, filter, page: 0, shown: false })),
      show: () => write((s) => ({ ...s, page: 0, shown: true })),
      setOrder: (orderBy: string) => write((s) => ({ ...s, orderBy, page: 0 })),
      setPage: (page: number) => write((s) => ({ ...s, page })),
      setPageSize: (pageSize: number) => write((s) => ({ ...s, pageSize, page: 0 })),
      /** A template's configuration, all at once (W2's templates). */
      applyDefinition: (view: string, definition: DefinitionInput) =>
        write(() => ({ ...EMPTY_REPORT, view, ...definition })),
    }),
    [write],
  );
  return { state, hasAddressConfiguration, ...actions };
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
