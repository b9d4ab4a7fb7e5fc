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

test('the sign-in page is there before any script runs, cannot be sent until React has it, then signs in', async ({
  browser,
  baseURL,
}) => {
  // Prerendered per language: readable with scripts off, its button disabled, so that the browser
  // never sends the form itself (the password would travel in the address).
  const still = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await still.newPage();
  await bare.goto('/fr/app');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  expect(await bare.title()).toBe('Connexion · Federa');
  await expect(bare.getByLabel('Mot de passe')).toHaveAttribute('type', 'password');
  await expect(bare.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
  await still.close();

  const live = await browser.newContext({ baseURL });
  const page = await live.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const signIn = new SignInPage(page, 'fr');
  // The application's code held back: the fields are filled (as a password manager does) before
  // React takes the page over, and what they hold is what is sent.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for `load`, which waits for the held file (it is preloaded).
  await page.goto('/fr/app', { waitUntil: 'domcontentloaded' });
  await signIn.mail.fill(MEMBER.mail);
  await signIn.password.fill(DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
  release();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr/app/inicio');
  expect(errors).toEqual([]);

  // Signed in, the same address shows the application, not the prerendered form.
  await page.goto('/fr/app');
  await expect(new AppShell(page).memberName).toContainText(MEMBER.name);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
  expect(errors).toEqual([]);
  await live.close();
});
