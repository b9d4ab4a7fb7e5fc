import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useDeleteFlow } from '../dialogs/useDeleteFlow';
import { useInvalidate, type ChangedType } from './invalidate';
import { shownPage } from './shownPage';
import { useListState, type ListState } from './useListState';
import { useShowRow } from './useShowRow';

type PositionVariables = { id: number; orderBy?: string | null; filter?: string | null };

export type ListScreenOptions<
  TData,
  TVars extends OperationVariables,
  TPosData,
  TPosVars extends OperationVariables & PositionVariables,
  Row,
> = {
  /** The server's order name the list starts sorted by. */
  defaultOrder: string;
  /** The list query: a ListInput `page` plus what `variables` gives (the scope). */
  query: TypedDocumentNode<TData, TVars>;
  variables: Omit<TVars, 'page'>;
  /** The page in the list query's answer. */
  page: (data: TData) => { items: Row[]; total: number; totalIsExact?: boolean };
  /** The position query (the posicion call): `variables` hold its scope besides id, order, filter. */
  locate: {
    query: TypedDocumentNode<TPosData, TPosVars>;
    variables?: Omit<TPosVars, keyof PositionVariables>;
    read: (data: TPosData) => number;
    /** The id a located record's row has in the list, when it is not the record's own (a title's). */
    rowId?: (id: number) => number;
  };
  /** The route's idReg: the row shown and highlighted when it changes. */
  routeId?: number;
  /** The types a save or a delete here changes: every answer showing them is asked again. */
  writes: readonly ChangedType[];
  /** Told when the route's idReg is no row of the list (the screen goes to its list route). */
  onRouteRowMissing?: () => void;
  /** Told whenever the modal closes, saved or not. */
  onClose?: () => void;
};

/** Every modal is `show`: 0 closed, -1 a new record, an id that record (part 1 §2). */
export const CLOSED = 0;
export const NEW = -1;

type DeleteRequest = {
  name: string;
  run: () => Promise<string>;
  question?: string;
  failure?: { title: string; text: string };
};

/**
 * What every list screen does besides its columns and row menu (part 1 §2, §7): the list's
 * state and query, the modal, a save that closes it, refreshes what the write changed and brings
 * the saved row on screen, and the delete flow (confirm, run, report, refresh).
 */
export function useListScreen<
  TData,
  TVars extends OperationVariables,
  TPosData,
  TPosVars extends OperationVariables & PositionVariables,
  Row,
>(options: ListScreenOptions<TData, TVars, TPosData, TPosVars, Row>) {
  const client = useApolloClient();
  const invalidate = useInvalidate();
  const deleteFlow = useDeleteFlow();
  const list: ListState = useListState(options.defaultOrder);
  const [modal, setModal] = useState(CLOSED);

  const variables = { ...options.variables, page: list.variables } as unknown as TVars;
  const result = useQuery(options.query, { variables } as useQuery.Options<TData, TVars>);
  const page = shownPage(result);

  // The position query's scope is read when a row is located, not when the screen renders.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const locate = useCallback(
    async (id: number, { orderBy, filter }: { orderBy: string; filter?: string }) => {
      const { query, variables: scope, read } = latest.current.locate;
      const { data } = await client.query({
        query,
        variables: { ...scope, id, orderBy, filter } as unknown as TPosVars,
        fetchPolicy: 'network-only',
      });
      return data ? read(data as TPosData) : -1;
    },
    [client],
  );
  const routeRowMissing = useCallback(() => latest.current.onRouteRowMissing?.(), []);
  const rowIdOf = useCallback((id: number) => latest.current.locate.rowId?.(id) ?? id, []);
  const showRow = useShowRow(list, locate, options.routeId, routeRowMissing, rowIdOf);

  const close = useCallback(() => {
    setModal(CLOSED);
    latest.current.onClose?.();
  }, []);

  const saved = useCallback(
    (id: number) => {
      close();
      invalidate(latest.current.writes);
      void showRow(id);
    },
    [close, invalidate, showRow],
  );

  const add = useCallback(() => setModal(NEW), []);
  const remove = (request: DeleteRequest) =>
    void deleteFlow({ ...request, onDeleted: () => invalidate(latest.current.writes) });

  const shown = page ? options.page(page as TData) : undefined;
  return {
    /** Spread into ListView. */
    view: {
      list,
      rows: shown?.items ?? [],
      total: shown?.total ?? 0,
      totalIsExact: shown?.totalIsExact ?? true,
      loading: result.loading,
    },
    /** The modal's `show`. */
    modal,
    edit: setModal,
    add,
    close,
    saved,
    remove,
  };
}
