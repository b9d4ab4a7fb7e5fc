import { expect, test } from '../support/fixtures';
import { SignInPage } from '../pom/SignInPage';

test('/ and an unknown language go to /es with the rest of the path; the back link keeps the language', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL('/es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Federación de Asociaciones Culturales de Aikido',
  );
  const access = page.getByRole('link', { name: 'Acceso' });
  await expect(access).toHaveAttribute('href', '/es/app');
  await access.click();
  await expect(page).toHaveURL('/es/app');
  await expect(new SignInPage(page).heading).toHaveText('Iniciar sesión');

  await page.goto('/xx/app');
  await expect(page).toHaveURL('/es/app');
  await expect(new SignInPage(page).heading).toHaveText('Iniciar sesión');
  await page.goto('/de/app/dojos/asoc_1?mail=a@b.es');
  await expect(page).toHaveURL('/es/app/dojos/asoc_1?mail=a@b.es');

  const signIn = new SignInPage(page, 'fr');
  await signIn.goto();
  await signIn.backLink.click();
  await expect(page).toHaveURL('/fr/');
  await expect(page.getByRole('link', { name: 'Accès' })).toBeVisible();
});
