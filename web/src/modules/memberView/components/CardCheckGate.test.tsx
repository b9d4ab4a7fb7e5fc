/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { clientOver } from '../../../../test/AppUnderTest';
import { RoutedUnderTest } from '../../../../test/RoutedUnderTest';
import { AppArea } from '../../../routes/AppAreaRoute';

const MAIL = 'elena@pruebas.federa';

const check = (feeValidatedThisYear: boolean) => ({
  memberNumber: '01A0011',
  fullName: 'Elena Prueba Sanz',
  cardName: 'Elena Prueba Sanz',
  dojoName: 'Dojo Uno',
  associationName: 'Asociación Uno',
  avatar: 'default.jpg',
  currentYear: 2026,
  feeValidatedThisYear,
  validatedFeeYear: feeValidatedThisYear ? 2026 : 2024,
  grade: '2º Kyu',
  gradeValue: -20,
  title: null,
});

function open(address: string, resolvers: Record<string, unknown>) {
  const { client, operations } = clientOver(resolvers);
  render(
    <RoutedUnderTest client={client} at={address} path="/:lang/app/*">
      <AppArea />
    </RoutedUnderTest>,
  );
  return operations;
}

const cardAddress = `/es/app/asociados/usuario/01A0011?mail=${MAIL}&valCode=codigo-del-carne`;
const refused = () => {
  throw new GraphQLError('Este carnet no es válido o se ha renovado.', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
};

describe('a member view address without a session', () => {
  it("shows a card's check: who, where, this year's fee in words, grade and title, and nothing private", async () => {
    open(cardAddress, { cardCheck: () => check(true) });
    expect(await screen.findByRole('heading', { name: 'Comprobación de carnet' })).toBeTruthy();
    expect(screen.getByTestId('card-check-name').textContent).toBe('Elena Prueba Sanz');
    for (const text of ['01A0011', 'Dojo Uno', 'Asociación Uno', '2º Kyu', 'Sin título regulado'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('Cuota 2026')).toBeTruthy();
    expect(screen.getByTestId('card-check-fee').textContent).toBe('✓Validada');
    // The mail in the address is the card's, not something to show.
    expect(screen.getByRole('main').textContent).not.toContain(MAIL);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/es/app/inicio');
  });

  it("says in words that this year's fee is not validated, and the last validated one", async () => {
    open(cardAddress, { cardCheck: () => check(false) });
    expect((await screen.findByTestId('card-check-fee')).textContent).toBe('✗No validada');
    expect(screen.getByText('Última cuota validada').nextElementSibling?.textContent).toBe('2024');
  });

  it('takes a refused code (a validation link) to the first-password form', async () => {
    const operations = open(cardAddress, {
      cardCheck: refused,
      validationLink: () => ({ mail: MAIL, firstName: 'Elena', memberNumber: '01A0011', message: 'Hola' }),
    });
    expect(await screen.findByRole('heading', { name: 'Crea tu contraseña' })).toBeTruthy();
    expect(operations).toEqual(['CardCheck', 'ValidationLink']);
  });

  it('asks no card check of an address without a code, or of another path', async () => {
    const operations = open('/es/app/asociados/usuario/01A0011', { cardCheck: () => check(true) });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    document.body.innerHTML = '';
    open('/es/app/cursos/3?valCode=x', { cardCheck: () => check(true) });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy());
    expect(operations).toEqual([]);
  });
});
