import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { SignInPage } from '../pom/SignInPage';
import { NEW_MEMBER, usableValidationLink } from '../support/demo';

// Setting a first password spends the validation link, so these run one after the other in the
// desktop project only, each with a link that is usable at that moment (the demo's own link on a
// fresh database, a newly issued one after that). The second one runs at 375 px.
test.describe.configure({ mode: 'serial' });

async function firstPasswordJourney(page: Page, link: string) {
  const signIn = new SignInPage(page);
  await page.goto(link);
  await expect(signIn.heading).toHaveText('Crea tu contraseña');
  await expect(signIn.statusLine).toHaveText('Enlace válido. Introduce tu nueva contraseña.');

  await signIn.setFirstPassword('', '');
  await expect(signIn.newPassword).toHaveAccessibleDescription(
    /Debes introducir una contraseña y su confirmación/,
  );

  await signIn.setFirstPassword('kamae2025', 'kamae2024');
  await expect(page.getByText('La contraseña y su confirmación no coinciden')).toBeVisible();
  await expect(signIn.repeatPassword).toHaveAttribute('aria-invalid', 'true');

  await signIn.setFirstPassword('kamae', 'kamae');
  await expect(
    page.getByText('La contraseña debe contener al menos 6 caracteres, incluyendo letras y números'),
  ).toBeVisible();

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
}

test('the validation link leads to the first password and then to sign-in', async ({ page, request }) => {
  await firstPasswordJourney(page, await usableValidationLink(request));
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the validation link leads to the first password and then to sign-in', async ({ page, request }) => {
    await firstPasswordJourney(page, await usableValidationLink(request));
  });
});
