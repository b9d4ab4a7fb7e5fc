import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { SignInPage } from '../pom/SignInPage';
import { DEMO_PASSWORD, DOJO_ADMIN, MEMBER } from '../support/demo';

test('a member signs in, sees the signed-in frame and logs out', { tag: '@phone' }, async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await expect(signIn.heading).toHaveText('Iniciar sesión');

  await signIn.signIn(MEMBER.mail, DEMO_PASSWORD);

  const frame = new AppShell(page);
  await expect(page).toHaveURL('/es/app/inicio');
  await expect(frame.memberName).toContainText(MEMBER.name);
  await expect(frame.heading).toHaveText('Inicio');
  expect(await frame.storedToken()).toBeTruthy();

  // The public page's access button now goes straight to the app's home.
  await page.goto('/es');
  await expect(page.getByRole('link', { name: 'Acceso' })).toHaveAttribute('href', '/es/app/inicio');
  await page.getByRole('link', { name: 'Acceso' }).click();
  await expect(frame.memberName).toContainText(MEMBER.name);

  await frame.signOutButton.click();
  await expect(page).toHaveURL('/es/app');
  await expect(signIn.heading).toHaveText('Iniciar sesión');
  expect(await frame.storedToken()).toBeNull();
});

test('a wrong password shows the server message', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(DOJO_ADMIN.mail, 'not-the-password1');
  await expect(signIn.errorLine).toHaveText('Las claves de acceso son erróneas.');
  await expect(page).toHaveURL('/es/app');
});

test('empty fields show both required messages', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.submit.click();

  await expect(page.getByText('El correo es necesario.')).toBeVisible();
  await expect(page.getByText('La contraseña es necesaria.')).toBeVisible();
  await expect(signIn.mail).toHaveAttribute('aria-invalid', 'true');
  await expect(signIn.password).toHaveAttribute('aria-invalid', 'true');
  // The message is tied to its field, and focus lands on the first broken one.
  await expect(signIn.mail).toHaveAccessibleDescription('El correo es necesario.');
  await expect(signIn.mail).toBeFocused();
});

test('a malformed email is refused before any call', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn('miembro@demo', DEMO_PASSWORD);
  await expect(signIn.mail).toHaveAccessibleDescription('El correo es inválido.');
  await expect(signIn.password).not.toHaveAttribute('aria-invalid', 'true');
});

test('the form works from the keyboard alone', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.mail.focus();
  await page.keyboard.type(MEMBER.mail);
  await page.keyboard.press('Tab');
  await expect(signIn.password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/es/app/inicio');
  await expect(new AppShell(page).memberName).toContainText(MEMBER.name);
});
