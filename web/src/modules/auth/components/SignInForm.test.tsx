/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SignInForm } from './SignInForm';

// The rules of the form (schema/validation/auth.ts, proved in auth.test.ts) as the screen shows
// them; the server's refusal of a wrong password is the sign-in journeys' (tests/e2e/auth).
function renderForm() {
  const sent: { mail: string; password: string }[] = [];
  const { client } = clientOver({
    signIn: (args: { mail: string; password: string }) => {
      sent.push(args);
      throw new GraphQLError('Las claves de acceso son erróneas.', {
        extensions: { code: 'UNAUTHENTICATED' },
      });
    },
  });
  render(
    <AppUnderTest client={client}>
      <SignInForm />
    </AppUnderTest>,
  );
  return { sent };
}

const mail = () => screen.getByLabelText<HTMLInputElement>('Correo electrónico');
const password = () => screen.getByLabelText<HTMLInputElement>('Contraseña');
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

describe('the sign-in form', () => {
  it('says both required messages on empty fields, tied to them, and focuses the first', async () => {
    const { sent } = renderForm();
    submit();
    await waitFor(() => expect(description(mail())).toBe('El correo es necesario.'));
    expect(description(password())).toBe('La contraseña es necesaria.');
    expect(mail().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(mail());
    expect(sent).toEqual([]);
  });

  it('refuses a malformed email before any call, and only that field', async () => {
    const { sent } = renderForm();
    fireEvent.change(mail(), { target: { value: 'miembro@demo' } });
    fireEvent.change(password(), { target: { value: 'aikido123' } });
    submit();
    await waitFor(() => expect(description(mail())).toBe('El correo es inválido.'));
    expect(password().getAttribute('aria-invalid')).not.toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends a well-formed pair, the mail trimmed, and shows the server’s refusal', async () => {
    const { sent } = renderForm();
    fireEvent.change(mail(), { target: { value: ' miembro@demo.federa ' } });
    fireEvent.change(password(), { target: { value: 'not-the-password1' } });
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Las claves de acceso son erróneas.',
    );
    expect(sent).toEqual([{ mail: 'miembro@demo.federa', password: 'not-the-password1' }]);
  });
});
