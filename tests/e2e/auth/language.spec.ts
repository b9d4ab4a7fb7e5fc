import { expect, test } from '../support/fixtures';
import { SignInPage } from '../pom/SignInPage';

test('switching to EN and FR translates the sign-in screen and keeps the path and query', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.goto('/es/app/cursos?mail=miembro@demo.federa');
  await expect(signIn.heading).toHaveText('Iniciar sesión');
  await expect(signIn.mail).toHaveValue('miembro@demo.federa');
  await signIn.submit.click();
  await expect(page.getByText('La contraseña es necesaria.')).toBeVisible();

  await signIn.switchLanguage('en');
  await expect(page).toHaveURL('/en/app/cursos?mail=miembro@demo.federa');
  await expect(signIn.heading).toHaveText('Sign in');
  await expect(signIn.submit).toBeVisible();
  // Field errors follow the language; what was typed stays.
  await expect(page.getByText('The password is required.')).toBeVisible();
  await expect(signIn.mail).toHaveValue('miembro@demo.federa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(signIn.backLink).toHaveAttribute('href', '/en/');

  await signIn.switchLanguage('fr');
  await expect(page).toHaveURL('/fr/app/cursos?mail=miembro@demo.federa');
  await expect(signIn.heading).toHaveText('Connexion');
  await expect(signIn.password).toBeVisible();
  await expect(page.getByText('Le mot de passe est obligatoire.')).toBeVisible();
  await expect(signIn.backLink).toHaveText(/Retour au site/);

  await signIn.switchLanguage('es');
  await expect(page).toHaveURL('/es/app/cursos?mail=miembro@demo.federa');
  await expect(signIn.heading).toHaveText('Iniciar sesión');
});
