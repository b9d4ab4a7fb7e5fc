/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { RoutedUnderTest } from '../../../../test/RoutedUnderTest';
import { meWith } from '../../../../test/memberFixtures';
import { SessionContext } from '../../session/components/SessionContext';
import { tokenStore } from '../../session/tokenStore';
import { ChargesScreen } from './ChargesScreen';

const charge = (id: number, status = 'OPEN') => ({
  id,
  kind: 'FEES',
  year: 2026,
  status,
  amountCents: 123456,
  reference: `RF18FED${id}`,
  payerName: 'Dojo Uno',
  issuerName: 'Asociación Uno',
  associationName: 'Asociación Uno',
  dojoName: 'Dojo Uno',
  dueDate: '2999-01-31',
  paidAt: status === 'PAID' ? '2026-02-01T10:00:00.000Z' : null,
  createdAt: '2026-01-01T10:00:00.000Z',
  reason: null,
  invoiceNumber: status === 'PAID' ? 'A1-2026-F-000001' : null,
  creditNoteNumber: null,
  receiptUrl: `/v1/cobros/${id}/recibo.pdf`,
  payable: status === 'OPEN',
  collects: false,
  items: [
    { description: 'Licencia nacional 2026 (adulto)', quantity: 2, unitCents: 50000, totalCents: 100000 },
    { description: 'Cuota de asociación 2026 (adulto)', quantity: 2, unitCents: 11728, totalCents: 23456 },
  ],
  payments: [],
});

function renderScreen(resolvers: Record<string, unknown>, mine = false) {
  const { client, operations } = clientOver(resolvers);
  render(
    <AppUnderTest client={client}>
      <SessionContext value={meWith(2, { dojoAdmin: true })}>
        <ChargesScreen mine={mine} />
      </SessionContext>
    </AppUnderTest>,
  );
  return operations;
}

const shown = () =>
  [...document.querySelectorAll('tbody tr[data-row-id]')].map((row) => row.getAttribute('data-row-id'));

describe('the charges list', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    tokenStore.set(null);
  });

  it('asks the server with each filter chosen and shows amounts in the language', async () => {
    const asked: Record<string, unknown>[] = [];
    renderScreen({
      charges: ({ filter }: { filter: Record<string, unknown> }) => {
        asked.push(filter);
        const items = filter.status === 'PAID' ? [charge(2, 'PAID')] : [charge(1), charge(2, 'PAID')];
        return { total: items.length, returned: items.length, totalIsExact: true, items };
      },
    });
    await waitFor(() => expect(shown()).toEqual(['1', '2']));
    expect(screen.getAllByText('1234,56 €')).toHaveLength(2);
    expect(asked[0]).toEqual({ status: null, kind: null, year: null, overdue: null, mine: null });

    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'PAID' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'FEES' } });
    fireEvent.click(screen.getByLabelText('Solo vencidos'));
    fireEvent.click(screen.getByLabelText('Solo los que pago'));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ status: 'PAID', kind: 'FEES', year: null, overdue: true, mine: true }),
    );
    await waitFor(() => expect(shown()).toEqual(['2']));
    expect(screen.getByText('Filtrado por: Pagado, Cuotas, vencido, los que pago')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar el filtro' }));
    // Cleared, the first answer (still cached) shows again.
    await waitFor(() => expect(shown()).toEqual(['1', '2']));
    expect(screen.queryByText(/^Filtrado por/)).toBeNull();
  });

  it("'Mis pagos' always asks for the caller's own, with no tick to undo it", async () => {
    const asked: Record<string, unknown>[] = [];
    renderScreen(
      {
        charges: ({ filter }: { filter: Record<string, unknown> }) => {
          asked.push(filter);
          return { total: 0, returned: 0, totalIsExact: true, items: [] };
        },
      },
      true,
    );
    await screen.findByText('No hay cargos.');
    expect(asked[0]).toMatchObject({ mine: true });
    expect(screen.queryByLabelText('Solo los que pago')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mis pagos');
  });

  it("opens a charge's record: items, numbers, the transfer reference, and the receipt fetched as the session", async () => {
    let numbered = false;
    renderScreen({
      charges: () => ({ total: 1, returned: 1, totalIsExact: true, items: [charge(1)] }),
      charge: ({ id }: { id: number }) => ({
        ...charge(id),
        invoiceNumber: numbered ? 'A1-2026-F-000009' : null,
      }),
    });
    tokenStore.set('the-token');
    const row = await screen.findByRole('button', { name: 'Acciones de Cargo 1' });
    fireEvent.click(row);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cargo 1' });
    expect(await within(dialog).findByText('Licencia nacional 2026 (adulto)')).toBeTruthy();
    expect(within(dialog).getByText('1000,00 €')).toBeTruthy();
    expect(within(dialog).getAllByText('RF18FED1').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Pendiente')).toBeTruthy();

    const fetch = jest.fn(async () => ({
      ok: false,
      status: 404,
      headers: { get: () => 'application/json' },
      blob: async () => new Blob(),
    }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descargar recibo' }));
    expect(await screen.findByText('El recibo no se ha podido descargar.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/v1/cobros/1/recibo.pdf',
      expect.objectContaining({ headers: { authorization: 'Bearer the-token' } }),
    );
    log.mockRestore();

    // Downloaded, the document may have been numbered: the record asks again and shows it.
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: { get: (name: string) => (name === 'content-type' ? 'application/pdf' : null) },
      blob: async () => new Blob(['%PDF-']),
    })) as unknown as typeof globalThis.fetch;
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
    numbered = true;
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Descargar recibo' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descargar recibo' }));
    expect(await within(dialog).findByText('A1-2026-F-000009')).toBeTruthy();
  });

  it('opens the charge the payment gateway sent the payer back to, with what it said, once', async () => {
    // jsdom lays nothing out: the highlighted row has nowhere to scroll to.
    Element.prototype.scrollIntoView ??= function scrollIntoView() {};
    const { client } = clientOver({
      // The gateway's notification came first: the server says paid everywhere.
      charges: () => ({ total: 1, returned: 1, totalIsExact: true, items: [charge(3, 'PAID')] }),
      chargePosition: () => 0,
      charge: ({ id }: { id: number }) => charge(id, 'PAID'),
    });
    render(
      <RoutedUnderTest client={client} at="/es/app/mis-pagos/3?pago=ok" path="/:lang/app/mis-pagos/:idReg?">
        <SessionContext value={meWith(5)}>
          <ChargesScreen mine />
        </SessionContext>
      </RoutedUnderTest>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cargo 3' });
    expect(within(dialog).getByText(/^La pasarela ha aceptado el pago/)).toBeTruthy();
    expect((await within(dialog).findAllByText('Pagado')).length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cargo 3' })).toBeNull());
  });
});
