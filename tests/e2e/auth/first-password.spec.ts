import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { SignInPage } from '../pom/SignInPage';
import { NEW_MEMBER, usableValidationLink } from '../support/demo';

// Setting a first password spends the validation link: the journey takes a link that is usable at
// that moment (the demo's own link on a fresh database, a newly issued one after that). Its form at
// 375 px is layout/phone.spec.ts's.
test('the validation link leads to the first password and then to sign-in', async ({ page, request }) => {
  const link = await usableValidationLink(request);
  const signIn = new SignInPage(page);
  await page.goto(link);
  await expect(signIn.heading).toHaveText('Crea tu contraseña');
  await expect(signIn.statusLine).toHaveText('Enlace válido. Introduce tu nueva contraseña.');

  await signIn.setFirstPassword('kamae2025');
  await expect(page).toHaveURL(`/es/app?mail=${encodeURIComponent(NEW_MEMBER.mail)}`);
  await expect(signIn.heading).toHaveText('Iniciar sesión');
  await expect(signIn.statusLine).toHaveText('Contraseña guardada. Ya puedes iniciar sesión.');
  await expect(signIn.mail).toHaveValue(NEW_MEMBER.mail);

  await signIn.password.fill('kamae2025');
  await signIn.submit.click();
  await expect(page).toHaveURL('/es/app/inicio');
  await expect(new AppShell(page).memberName).toContainText('Irene Cabrera Sanz');

  // The link is spent: opened again (in a new session) it says so and offers the normal sign-in.
  await page.evaluate('localStorage.clear()');
  await page.goto(link);
  await expect(signIn.errorLine).toHaveText('El enlace de validación no es válido o ya se ha utilizado.');
  await expect(signIn.heading).toHaveText('Iniciar sesión');
  await expect(signIn.mail).toHaveValue(NEW_MEMBER.mail);
});
