/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { meWith } from '../../../../test/memberFixtures';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { SettlementsScreen } from './SettlementsScreen';

const YEAR = new Date().getFullYear();
const row = (associationId: number, name: string, pendingCents: number) => ({
  associationId,
  associationName: name,
  year: YEAR,
  owedCents: 300000,
  settledCents: 300000 - pendingCents,
  paidCents: 100000,
  pendingCents,
});

function renderAs(me: Me, resolvers: Record<string, unknown>) {
  const { client, operations } = clientOver(resolvers);
  render(
    <AppUnderTest client={client}>
      <SessionContext value={me}>
        <SettlementsScreen />
      </SessionContext>
    </AppUnderTest>,
  );
  return operations;
}

const line = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('the settlements screen', () => {
  it("shows each association's figures and settles what is pending once asked", async () => {
    let pending = 150000;
    const asked: unknown[] = [];
    renderAs(meWith(1, { admin: true }), {
      settlements: () => [row(1, 'Asociación Uno', pending), row(2, 'Asociación Dos', 0)],
      createSettlement: (args: unknown) => {
        asked.push(args);
        pending = 0;
        return { id: 40, amountCents: 150000, reference: 'RF47FED40' };
      },
    });
    const one = await line('Asociación Uno');
    expect(within(one).getAllByText('3000,00 €')).toHaveLength(1);
    expect(within(one).getByText('1500,00 €', { selector: 'td:nth-child(3)' })).toBeTruthy();
    // Nothing pending: nothing to settle.
    expect(within(await line('Asociación Dos')).queryByRole('button')).toBeNull();

    fireEvent.click(within(one).getByRole('button', { name: 'Crear la liquidación de Asociación Uno' }));
    const question = await screen.findByRole('alertdialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Cargo de 1500,00 € con referencia RF47FED40.')).toBeTruthy();
    expect(asked).toEqual([{ associationId: 1, year: YEAR }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('rowheader', { name: 'Asociación Uno' }).closest('tr')!).queryByRole(
          'button',
        ),
      ).toBeNull(),
    );
  });

  it("offers an association's administrator only their own, and says the server's refusal", async () => {
    renderAs(meWith(3, { associationAdmin: true }), {
      settlements: () => [row(1, 'Asociación Uno', 1000), row(2, 'Asociación Dos', 1000)],
      createSettlement: () => {
        throw new GraphQLError('No hay cuotas pendientes de liquidar.', { extensions: { code: 'CONFLICT' } });
      },
    });
    expect(within(await line('Asociación Dos')).queryByRole('button')).toBeNull();
    fireEvent.click(
      within(await line('Asociación Uno')).getByRole('button', {
        name: 'Crear la liquidación de Asociación Uno',
      }),
    );
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('No hay cuotas pendientes de liquidar.')).toBeTruthy();
    expect(screen.getByText('La liquidación no se ha podido crear.')).toBeTruthy();
  });
});
