/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { FirstPasswordForm } from './FirstPasswordForm';

// The new password's rules (schema/validation/auth.ts, auth.test.ts) as the form shows them,
// nothing sent while one is broken; the link spent and the sign-in after it are the journey's
// (tests/e2e/auth/first-password.spec.ts).
function renderForm() {
  const sent: unknown[] = [];
  const { client } = clientOver({
    setFirstPassword: ({ input }: { input: unknown }) => {
      sent.push(input);
      return { message: 'Contraseña guardada. Ya puedes iniciar sesión.' };
    },
  });
  render(
    <AppUnderTest client={client}>
      <FirstPasswordForm mail="nuevo@demo.federa" code="demo" intro="Enlace válido." />
    </AppUnderTest>,
  );
  return { sent };
}

const password = () => screen.getByLabelText<HTMLInputElement>('Nueva contraseña');
const repeat = () => screen.getByLabelText<HTMLInputElement>('Repite la contraseña');
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
function setPasswords(first: string, second: string) {
  fireEvent.change(password(), { target: { value: first } });
  fireEvent.change(repeat(), { target: { value: second } });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('the first password form', () => {
  it('says each rule of a new password under its field and sends none of them', async () => {
    const { sent } = renderForm();
    setPasswords('', '');
    await waitFor(() =>
      expect(description(password())).toContain('Debes introducir una contraseña y su confirmación'),
    );

    setPasswords('kamae2025', 'kamae2024');
    await waitFor(() =>
      expect(description(repeat())).toContain('La contraseña y su confirmación no coinciden'),
    );
    expect(repeat().getAttribute('aria-invalid')).toBe('true');

    setPasswords('kamae', 'kamae');
    await waitFor(() =>
      expect(description(password())).toContain(
        'La contraseña debe contener al menos 6 caracteres, incluyendo letras y números',
      ),
    );
    expect(sent).toEqual([]);
  });

  it('sends a good password with its confirmation, the mail and the link’s code', async () => {
    const { sent } = renderForm();
    setPasswords('kamae2025', 'kamae2025');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      mail: 'nuevo@demo.federa',
      code: 'demo',
      password: 'kamae2025',
      confirmation: 'kamae2025',
    });
  });
});
