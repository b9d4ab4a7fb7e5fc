/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { meWith } from '../../../../test/memberFixtures';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { TariffsScreen } from './TariffsScreen';

const YEAR = new Date().getFullYear();

const national = {
  id: '1',
  year: YEAR,
  level: 'NATIONAL',
  associationId: null,
  associationName: null,
  dojoId: null,
  dojoName: null,
  adultCents: 2500,
  childCents: 1250,
  changedAt: '2026-01-10T10:00:00.000Z',
};

function renderAs(me: Me, resolvers: Record<string, unknown>) {
  const { client, operations } = clientOver(resolvers);
  render(
    <AppUnderTest client={client}>
      <SessionContext value={me}>
        <TariffsScreen />
      </SessionContext>
    </AppUnderTest>,
  );
  return operations;
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('the tariffs screen', () => {
  it("shows amounts in the language's format and offers each administrator only their own tariff", async () => {
    renderAs(meWith(2, { dojoAdmin: true }), { tariffs: () => [national] });
    const federation = await rowOf('Federación');
    expect(within(federation).getByText('25,00 €')).toBeTruthy();
    expect(within(federation).getByText('12,50 €')).toBeTruthy();
    // The national licence is the national administrator's.
    expect(within(federation).queryByRole('button')).toBeNull();
    const dojo = await rowOf('Tu dojo');
    expect(within(dojo).getByRole('button', { name: 'Fijar la tarifa de Tu dojo' }).textContent).toBe(
      'Fijar',
    );
  });

  it('sends what was typed as cents, and refuses what is no amount before asking', async () => {
    const sent: unknown[] = [];
    const operations = renderAs(meWith(2, { dojoAdmin: true }), {
      tariffs: () => [national],
      setTariff: ({ input }: { input: Record<string, unknown> }) => {
        sent.push(input);
        return { ...national, id: '7', level: 'DOJO', dojoId: 1, adultCents: 4550, childCents: 1000 };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fijar la tarifa de Tu dojo' }));
    const dialog = await screen.findByRole('dialog', { name: `Tarifa de Tu dojo para ${YEAR}` });
    fireEvent.change(within(dialog).getByLabelText('Adulto'), { target: { value: 'doce' } });
    fireEvent.change(within(dialog).getByLabelText('Infantil'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El importe no es válido.')).toBeTruthy();
    expect(operations).not.toContain('SetTariff');

    fireEvent.change(within(dialog).getByLabelText('Adulto'), { target: { value: '45,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      level: 'DOJO',
      year: YEAR,
      associationId: 1,
      dojoId: 1,
      adultCents: 4550,
      childCents: 1000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("puts the server's refusal of an amount under its field, in the server's words", async () => {
    renderAs(meWith(1, { admin: true }), {
      tariffs: () => [national],
      setTariff: () => {
        throw new GraphQLError('Datos no válidos', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [{ field: 'childCents', message: 'El importe debe estar entre 0 y 100000 €.' }],
          },
        });
      },
    });
    const federation = await rowOf('Federación');
    fireEvent.click(within(federation).getByRole('button', { name: 'Cambiar la tarifa de Federación' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Adulto').value).toBe('25,00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El importe debe estar entre 0 y 100000 €.')).toBeTruthy();
  });
});
