/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { FeesScreen } from './FeesScreen';

const dojoAdmin: Me = {
  id: 2,
  firstName: 'Dojo',
  lastName: 'Admin',
  memberNumber: '01A0002',
  avatar: '',
  associationId: 1,
  dojoId: 1,
  roles: { admin: false, associationAdmin: false, dojoAdmin: true },
  originalRoles: { admin: false, associationAdmin: false, dojoAdmin: false },
};

const batch = (id: number, state: number, levelToUndo = 0) => ({
  id,
  year: 2026,
  dojoId: 1,
  dojoName: 'Dojo Uno',
  associationId: 1,
  associationName: 'Asociación Uno',
  adults: 1,
  children: 0,
  state,
  levelToValidate: state === 0 ? 1 : 0,
  levelToUndo,
});

function renderList(resolvers: Record<string, unknown>) {
  const { client, operations } = clientOver(resolvers);
  render(
    <AppUnderTest client={client}>
      <SessionContext value={dojoAdmin}>
        <FeesScreen />
      </SessionContext>
    </AppUnderTest>,
  );
  return operations;
}

describe('the fee batch list', () => {
  it('shows a clearable indicator while a state is chosen, and clearing lists them all again', async () => {
    const asked: (string | undefined)[] = [];
    const { client } = clientOver({
      feeBatches: ({ status }: { status?: string }) => {
        asked.push(status);
        const items = [batch(1, 0), batch(2, 1)].filter((row) => !status || row.state === 0);
        return { total: items.length, returned: items.length, items };
      },
    });
    render(
      <AppUnderTest client={client}>
        <SessionContext value={dojoAdmin}>
          <FeesScreen />
        </SessionContext>
      </AppUnderTest>,
    );
    await waitFor(() => expect(asked).toEqual([undefined]));
    const shown = () =>
      [...document.querySelectorAll('tbody tr[data-row-id]')].map((row) => row.getAttribute('data-row-id'));
    await waitFor(() => expect(shown()).toEqual(['1', '2']));
    expect(screen.queryByText(/^Filtrado por/)).toBeNull();

    const type = screen.getByLabelText<HTMLSelectElement>('Estado');
    fireEvent.change(type, { target: { value: 'no_dojo' } });
    await waitFor(() => expect(shown()).toEqual(['1']));
    expect(asked.at(-1)).toBe('WAITING_FOR_DOJO');
    expect(screen.getByText('Filtrado por: Pendientes del dojo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar el filtro' }));
    await waitFor(() => expect(screen.queryByText(/^Filtrado por/)).toBeNull());
    expect(type.value).toBe('');
    await waitFor(() => expect(shown()).toEqual(['1', '2']));
  });

  // Batch 1: nobody validated it (the dojo may validate it); batch 2: the dojo validated it (and may undo it).
  const list = () => ({ total: 2, returned: 2, items: [batch(1, 0), batch(2, 1, 1)] });
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
  const tick = async (id: number) =>
    fireEvent.click(await screen.findByRole('checkbox', { name: `Seleccionar Remesa ${id}` }));

  it('offers only a step a ticked batch allows: no undo for batches nobody validated', async () => {
    renderList({ feeBatches: list });
    await screen.findByRole('checkbox', { name: 'Seleccionar Remesa 1' });
    expect([button('Validar').disabled, button('Desvalidar').disabled]).toEqual([true, true]);
    await tick(1);
    await waitFor(() => expect(button('Validar').disabled).toBe(false));
    expect(button('Desvalidar').disabled).toBe(true);
    await tick(1);
    await tick(2);
    await waitFor(() => expect(button('Desvalidar').disabled).toBe(false));
    expect(button('Validar').disabled).toBe(true);
    // Both ticked: each step is allowed by one of them, and clicking says why they do not go together.
    await tick(1);
    await waitFor(() => expect(button('Validar').disabled).toBe(false));
    expect(button('Desvalidar').disabled).toBe(false);
    fireEvent.click(button('Desvalidar'));
    const dialog = await screen.findByRole('alertdialog', { name: 'La remesa no se ha podido desvalidar.' });
    expect(
      within(dialog).getByText('No puedes seleccionar remesas validadas y no validadas al mismo tiempo'),
    ).toBeTruthy();
  });

  it('refuses batches of two years with its message, titled as a validation, and asks the server nothing', async () => {
    const lastYear = { ...batch(3, 0), year: 2025 };
    const operations = renderList({
      feeBatches: () => ({ total: 2, returned: 2, items: [batch(1, 0), lastYear] }),
      validateFeeBatches: () => [],
    });
    await tick(1);
    await tick(3);
    await waitFor(() => expect(button('Validar').disabled).toBe(false));
    fireEvent.click(button('Validar'));
    const dialog = await screen.findByRole('alertdialog', { name: 'La remesa no se ha podido validar.' });
    expect(within(dialog).getByText('No puedes validar dos años diferentes.')).toBeTruthy();
    expect(operations).not.toContain('ValidateFeeBatches');
  });

  it("titles an undo's refusal as an undo", async () => {
    renderList({
      feeBatches: list,
      unvalidateFeeBatches: () => {
        throw new GraphQLError('La remesa ya está validada en el nivel superior.', {
          extensions: { code: 'CONFLICT' },
        });
      },
    });
    await tick(2);
    await waitFor(() => expect(button('Desvalidar').disabled).toBe(false));
    fireEvent.click(button('Desvalidar'));
    const dialog = await screen.findByRole('alertdialog', { name: 'La remesa no se ha podido desvalidar.' });
    expect(within(dialog).getByText('La remesa ya está validada en el nivel superior.')).toBeTruthy();
  });
});
