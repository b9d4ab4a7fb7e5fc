/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { PayButtons } from './PayButtons';

const FORM = {
  paymentId: 7,
  order: '1234abcdEFGH',
  url: 'http://localhost/pasarela-pruebas/sis/realizarPago',
  fields: { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'eyJ9', Ds_Signature: 'c2ln' },
};

function show(resolvers: Record<string, unknown>, payable = true) {
  const { client, operations } = clientOver(resolvers);
  render(
    <AppUnderTest client={client}>
      <PayButtons chargeId={42} reference="RF18FED42" payable={payable} />
    </AppUnderTest>,
  );
  return operations;
}

describe('PayButtons', () => {
  let submitted: HTMLFormElement[];
  beforeEach(() => {
    submitted = [];
    // jsdom does not navigate: what the browser would post is read from the form it submits.
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts a card payment and posts the signed fields to the gateway', async () => {
    const asked: unknown[] = [];
    show({
      startPayment: (args: unknown) => {
        asked.push(args);
        return FORM;
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(asked).toEqual([{ chargeId: 42, method: 'CARD' }]);
    const form = submitted[0];
    expect(form.method).toBe('post');
    expect(form.action).toBe(FORM.url);
    expect(Object.fromEntries(new FormData(form))).toEqual(FORM.fields);
  });

  it('asks for Bizum with its own button', async () => {
    const asked: unknown[] = [];
    show({ startPayment: (args: unknown) => (asked.push(args), FORM) });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con Bizum' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(asked).toEqual([{ chargeId: 42, method: 'BIZUM' }]);
  });

  it("shows the server's refusal and stays on the page", async () => {
    show({
      startPayment: () => {
        throw new GraphQLError('Este cargo no se puede pagar: ya está pagado o anulado.', {
          extensions: { code: 'CONFLICT' },
        });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este cargo no se puede pagar: ya está pagado o anulado.',
    );
    expect(submitted).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pagar con tarjeta' })).toHaveProperty('disabled', false);
  });

  it('offers no gateway for a charge the caller cannot pay, but always the transfer reference', () => {
    const operations = show({}, false);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/RF18FED42/)).toBeTruthy();
    expect(operations).toEqual([]);
  });
});
