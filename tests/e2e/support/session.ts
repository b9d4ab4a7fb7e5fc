import { expect, type Page } from '@playwright/test';
import { SignInPage } from '../pom/SignInPage';
import { DEMO_PASSWORD } from './demo';

/** Signs in through the sign-in screen as one of the demo accounts and waits for the shell. */
export async function signInAs(page: Page, mail: string) {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(mail, DEMO_PASSWORD);
  await expect(page).toHaveURL('/es/app/inicio');
}
