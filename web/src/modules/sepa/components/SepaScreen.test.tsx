/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { meWith } from '../../../../test/memberFixtures';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { SepaScreen } from './SepaScreen';

const mandate = (id: number, reference: string, iban: string, ibanMasked: boolean) => ({
  id,
  creditorAssociationId: 1,
  payerKind: 'DOJO',
  payerId: id,
  payerName: `Dojo ${id}`,
  debtorName: `Titular ${id}`,
  iban,
  ibanMasked,
  bic: null,
  reference,
  signedOn: '2026-01-15',
  sequence: 'FRST',
  active: true,
});

function renderAs(me: Me, resolvers: Record<string, unknown>) {
  const { client } = clientOver(resolvers);
  render(
    <AppUnderTest client={client}>
      <SessionContext value={me}>
        <SepaScreen />
      </SessionContext>
    </AppUnderTest>,
  );
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('the SEPA screen', () => {
  it('offers to change only the mandates whose IBAN the caller reads, and checks a new one before sending it', async () => {
    const saved: unknown[] = [];
    renderAs(meWith(2, { associationAdmin: true }), {
      mandates: () => ({
        total: 2,
        items: [
          mandate(1, 'OWN-1', 'ES9121000418450200051332', false),
          mandate(2, 'OTHER-2', 'DE89 **** **** **** ** 3000', true),
        ],
      }),
      sepaCreditor: () => null,
      remittances: () => ({ total: 0, items: [] }),
      saveMandate: ({ input }: { input: unknown }) => {
        saved.push(input);
        return { id: 3 };
      },
    });
    expect(within(await rowOf('OWN-1')).getByRole('button', { name: 'Modificar' })).toBeTruthy();
    expect(within(await rowOf('OTHER-2')).queryByRole('button')).toBeNull();
    expect(within(await rowOf('OTHER-2')).getByText('DE89 **** **** **** ** 3000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo mandato' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText(/Código del pagador/), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText(/Titular de la cuenta/), {
      target: { value: 'Dojo Siete' },
    });
    fireEvent.change(within(form).getByLabelText(/^IBAN/), { target: { value: 'ES9221000418450200051332' } });
    fireEvent.change(within(form).getByLabelText(/Referencia del mandato/), { target: { value: 'NEW-7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('El IBAN no es válido.')).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^IBAN/), {
      target: { value: 'es91 2100 0418 4502 0005 1332' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      payerDojoId: 7,
      debtorName: 'Dojo Siete',
      reference: 'NEW-7',
      active: true,
    });
  });

  it('makes a remittance for a date and says what it collected', async () => {
    const asked: unknown[] = [];
    renderAs(meWith(1, { admin: true }), {
      mandates: () => ({ total: 0, items: [] }),
      remittances: () => ({ total: 0, items: [] }),
      createRemittance: (args: unknown) => {
        asked.push(args);
        return { id: 9, debitCount: 3, amountCents: 12345 };
      },
    });
    const date = await screen.findByLabelText('Fecha de cobro');
    fireEvent.change(date, { target: { value: '2030-05-06' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear remesa' }));
    expect(await screen.findByText('Remesa creada. Adeudos: 3. Importe: 123,45 €.')).toBeTruthy();
    expect(asked).toEqual([{ collectionDate: '2030-05-06' }]);
    // The national administrator has no association's creditor to set.
    expect(screen.queryByRole('heading', { name: 'Acreedor' })).toBeNull();
  });
});
