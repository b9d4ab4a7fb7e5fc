/** @jest-environment jsdom */
import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { CLOSED, NEW, useListScreen } from './useListScreen';

type Row = { id: number; name: string };
type PageInput = { offset?: number; limit?: number; orderBy?: string; filter?: string };

const ListQuery: TypedDocumentNode<
  { associations: { total: number; items: Row[] } },
  { page?: PageInput | null }
> = gql`
  query TestList($page: ListInput) {
    associations(page: $page) {
      total
      items {
        id
        name
      }
    }
  }
`;

const PositionQuery: TypedDocumentNode<
  { associationPosition: number },
  { id: number; orderBy?: string | null; filter?: string | null }
> = gql`
  query TestPosition($id: Int!, $orderBy: String, $filter: String) {
    associationPosition(id: $id, orderBy: $orderBy, filter: $filter)
  }
`;

/** 40 associations by name on the test's server, which the test may change behind the client. */
function federation() {
  const rows: Row[] = Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
    name: `Asociación ${String(index + 1).padStart(2, '0')}`,
  }));
  const listed = (filter?: string) =>
    rows.filter((row) => !filter || row.name.includes(filter)).sort((a, b) => a.name.localeCompare(b.name));
  const rootValue = {
    associations: ({ page }: { page?: PageInput }) => {
      const all = listed(page?.filter);
      const offset = page?.offset ?? 0;
      const items = all.slice(offset, offset + (page?.limit ?? 15));
      return { total: all.length, returned: items.length, items };
    },
    associationPosition: ({ id, filter }: { id: number; filter?: string }) => {
      // Batch 66 stands for a locate that fails (the network, the server), not an unknown row.
      if (id === 66) throw new Error('the server is unreachable');
      return listed(filter).findIndex((row) => row.id === id);
    },
  };
  return { rows, ...clientOver(rootValue) };
}

function renderScreen(client: ApolloClient, routeId = 0) {
  const onClose = jest.fn();
  const onRouteRowMissing = jest.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppUnderTest client={client}>{children}</AppUnderTest>
  );
  const hook = renderHook(
    () =>
      useListScreen({
        defaultOrder: 'nombre',
        query: ListQuery,
        variables: {},
        page: (data) => data.associations,
        locate: { query: PositionQuery, read: (data) => data.associationPosition },
        routeId,
        writes: ['Association'],
        onClose,
        onRouteRowMissing,
      }),
    { wrapper },
  );
  return { ...hook, onClose, onRouteRowMissing };
}

const names = (rows: Row[]) => rows.map((row) => row.name);

describe('useListScreen', () => {
  it("shows the route's row on its page, highlighted", async () => {
    const { client } = federation();
    const { result } = renderScreen(client, 20);
    await waitFor(() => expect(result.current.view.rows.map((row) => row.id)).toContain(20));
    expect(result.current.view.list.page).toBe(1);
    expect(result.current.view.list.highlightId).toBe(20);
    expect(result.current.view.total).toBe(40);
  });

  it("says when the route's idReg is no row of the list, and only then", async () => {
    const { client } = federation();
    const unknown = renderScreen(client, 99);
    await waitFor(() => expect(unknown.onRouteRowMissing).toHaveBeenCalledTimes(1));
    expect(unknown.result.current.view.list.highlightId).toBe(0);
    unknown.unmount();

    const known = renderScreen(client, 20);
    await waitFor(() => expect(known.result.current.view.list.highlightId).toBe(20));
    const none = renderScreen(client, 0);
    await waitFor(() => expect(none.result.current.view.rows).toHaveLength(15));
    expect(known.onRouteRowMissing).not.toHaveBeenCalled();
    expect(none.onRouteRowMissing).not.toHaveBeenCalled();
  });

  it('sends a malformed idReg back to the list, but not one whose locate failed', async () => {
    const { client } = federation();
    const malformed = renderScreen(client, -1);
    await waitFor(() => expect(malformed.onRouteRowMissing).toHaveBeenCalledTimes(1));
    malformed.unmount();

    const failed = renderScreen(client, 66);
    await waitFor(() => expect(failed.result.current.view.rows).toHaveLength(15));
    // Give the failed locate time to come back before saying nothing happened.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(failed.onRouteRowMissing).not.toHaveBeenCalled();
    expect(failed.result.current.view.list.highlightId).toBe(0);
  });

  it('opens the modal for a new record and for a row, and closes it', async () => {
    const { client } = federation();
    const { result, onClose } = renderScreen(client);
    await waitFor(() => expect(result.current.view.rows).toHaveLength(15));
    act(() => result.current.add());
    expect(result.current.modal).toBe(NEW);
    act(() => result.current.edit(3));
    expect(result.current.modal).toBe(3);
    act(() => result.current.close());
    expect(result.current.modal).toBe(CLOSED);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('after a save closes the modal, asks again for what the write changed and shows the row', async () => {
    const { client, rows } = federation();
    const { result, onClose } = renderScreen(client);
    await waitFor(() => expect(result.current.view.rows).toHaveLength(15));
    act(() => result.current.edit(3));

    // The modal saved association 3 under a new name, which sorts it onto the third page.
    rows[2].name = 'Asociación 35b';
    act(() => result.current.saved(3));

    expect(result.current.modal).toBe(CLOSED);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.view.list.page).toBe(2));
    expect(result.current.view.list.highlightId).toBe(3);
    await waitFor(() => expect(names(result.current.view.rows)).toContain('Asociación 35b'));
    // The first page, cached before the save, was dropped: back on it, the server is asked again.
    act(() => result.current.view.list.setPage(0));
    await waitFor(() => expect(names(result.current.view.rows)[2]).toBe('Asociación 04'));
  });

  it('refreshes a row saved on the page on screen, which no page change would ask again', async () => {
    const { client, rows, operations } = federation();
    const { result } = renderScreen(client);
    await waitFor(() => expect(result.current.view.rows).toHaveLength(15));
    const asked = operations.filter((name) => name === 'TestList').length;

    rows[2].name = 'Asociación 03 (renamed)';
    act(() => result.current.saved(3));

    await waitFor(() => expect(names(result.current.view.rows)).toContain('Asociación 03 (renamed)'));
    expect(operations.filter((name) => name === 'TestList').length).toBe(asked + 1);
    expect(result.current.view.list.page).toBe(0);
    expect(result.current.view.list.highlightId).toBe(3);
  });

  it('deletes after a yes, says so, and the list asks again', async () => {
    const { client, rows } = federation();
    const { result } = renderScreen(client);
    await waitFor(() => expect(result.current.view.total).toBe(40));
    const run = jest.fn(async () => {
      rows.splice(0, 1);
      return 'Asociación eliminada.';
    });

    act(() => result.current.remove({ name: 'Asociación 01', run }));
    expect(await screen.findByText('¿Seguro que quieres eliminar «Asociación 01»?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Asociación eliminada.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => expect(result.current.view.total).toBe(39));
    expect(run).toHaveBeenCalledTimes(1);
    expect(names(result.current.view.rows)[0]).toBe('Asociación 02');
  });

  it('deletes nothing after a no', async () => {
    const { client, operations } = federation();
    const { result } = renderScreen(client);
    await waitFor(() => expect(result.current.view.total).toBe(40));
    const asked = operations.length;
    const run = jest.fn(async () => 'Asociación eliminada.');

    act(() => result.current.remove({ name: 'Asociación 01', run }));
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'No' })).toBeNull());
    expect(run).not.toHaveBeenCalled();
    expect(operations.length).toBe(asked);
  });

  it("asks a delete's own question when the screen gives one", async () => {
    const { client } = federation();
    const { result } = renderScreen(client);
    await waitFor(() => expect(result.current.view.total).toBe(40));
    const run = jest.fn(async () => 'Grado eliminado.');
    act(() =>
      result.current.remove({
        name: '1º Kyu',
        question: 'Seguro que quieres eliminar el grado/título?',
        run,
      }),
    );
    expect(await screen.findByText('Seguro que quieres eliminar el grado/título?')).toBeTruthy();
    expect(screen.queryByText('¿Seguro que quieres eliminar «1º Kyu»?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'No' })).toBeNull());
    expect(run).not.toHaveBeenCalled();
  });

  it("says a screen's own words when a delete fails without a refusal of the server's", async () => {
    const { client } = federation();
    const { result } = renderScreen(client);
    await waitFor(() => expect(result.current.view.total).toBe(40));
    const run = jest.fn(async (): Promise<string> => {
      throw new TypeError('Failed to fetch');
    });
    const failure = {
      title: 'El grado no se puede eliminar.',
      text: 'Ha habido un error al intentar eliminar el grado',
    };
    act(() => result.current.remove({ name: '1º Kyu', run, failure }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('El grado no se puede eliminar.')).toBeTruthy();
    expect(screen.getByText('Ha habido un error al intentar eliminar el grado')).toBeTruthy();
  });

  it("says a screen's own words over a refusal without a title, the server's with one", async () => {
    const { client } = federation();
    const { result } = renderScreen(client);
    await waitFor(() => expect(result.current.view.total).toBe(40));
    const refusal = (extensions: Record<string, unknown>) =>
      new CombinedGraphQLErrors({ errors: [{ message: 'Ha habido un problema', extensions }] });
    const failure = {
      title: 'El grado no se puede eliminar.',
      text: 'Ha habido un error al intentar eliminar el grado',
    };
    const plain = jest.fn(async (): Promise<string> => {
      throw refusal({ code: 'INTERNAL_SERVER_ERROR' });
    });
    act(() => result.current.remove({ name: '1º Kyu', run: plain, failure }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('El grado no se puede eliminar.')).toBeTruthy();
    expect(screen.getByText('Ha habido un error al intentar eliminar el grado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByText('El grado no se puede eliminar.')).toBeNull());

    const titled = jest.fn(async (): Promise<string> => {
      throw refusal({ title: 'El grado está validado' });
    });
    act(() => result.current.remove({ name: '1º Kyu', run: titled, failure }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('El grado está validado')).toBeTruthy();
    expect(screen.getByText('Ha habido un problema')).toBeTruthy();
  });
});
