/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

const batch = (id: number, state: number) => ({
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
  levelToUndo: 0,
});

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
});
