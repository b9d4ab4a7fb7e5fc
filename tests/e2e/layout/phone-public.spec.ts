import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { MemberViewPage } from '../pom/MemberViewPage';
import { PublicPage } from '../pom/PublicPage';
import { SignInPage } from '../pom/SignInPage';
import { expectNoSeriousViolations } from '../support/axe';
import { MEMBER, signInAs, usableValidationLink } from '../support/demo';
import { expectNoSidewaysScroll, expectOneColumn } from '../support/layout';
import { cardCheckLink } from '../support/memberViewApi';

/**
 * What changes at 375 px (the mobile-375 project runs the files of this folder alone): the phone
 * menu, lists as cards sorted by a select, forms in one column, Listado out of reach, nothing
 * wider than the screen. What the screens do is the same at any width and is proved by the desktop
 * journeys and the component tests; here each screen of each domain is looked at once, as a phone
 * shows it. The public site and the forms before signing in; the screens signed in: phone.spec.ts.
 */

test('the sign-in form fits the phone; signed in, the avatar and sign-out sit in the top bar', async ({
  page,
}) => {
  const form = new SignInPage(page);
  await form.goto();
  await expect(form.mail).toBeVisible();
  await expectOneColumn(page.locator('form'));
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'sign-in at 375 px');

  await signInAs(page, MEMBER.mail);
  const shell = new AppShell(page);
  // The name is for screen readers only: the avatar alone links to the own record.
  await expect(shell.memberName).toBeAttached();
  await expect(shell.memberName).toHaveCSS('width', '1px');
  await expect(shell.avatarLink).toBeVisible();
  await expect(shell.signOutButton).toBeVisible();
  await expect(shell.sidebar).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test('the first password form fits the phone', async ({ page, request }) => {
  // Opening the link does not spend it: only a password set does.
  await page.goto(await usableValidationLink(request));
  const form = new SignInPage(page);
  await expect(form.heading).toHaveText('Crea tu contraseña');
  await expectOneColumn(page.locator('form'));
  await expectNoSidewaysScroll(page);
});

test('the card check opened without a session fits the phone', async ({ page, request }) => {
  const card = await cardCheckLink(request);
  const check = new MemberViewPage(page);
  await page.goto(card.checkLink);
  await expect(check.checkHeading).toBeVisible();
  await expect(check.checkCard).toContainText(card.memberNumber);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'card check at 375 px');
});

test('the public site: one event at a time, no title broken inside a word, the menus closing outside', async ({
  page,
}) => {
  const site = new PublicPage(page);
  await site.goto();
  const shown = site.eventCards().filter({ visible: true });
  await expect(shown).toHaveCount(1);
  const next = page.getByRole('button', { name: 'Evento siguiente' });
  for (let step = 0; step < 3; step++) {
    await expect.poll(() => site.brokenTitleWords()).toEqual([]);
    await next.tap();
  }
  // The card shown is the one selected.
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#eventos [aria-live]')).toHaveText(/^Evento 4 de \d+$/);
  await expectNoSidewaysScroll(page);

  // The links behind the phone menu, which closes on a tap outside it.
  const links = page.locator('#site-nav-links');
  await expect(links).toBeHidden();
  await site.menuToggle.tap();
  await expect(links).toBeVisible();
  await page.locator('#site-title').tap();
  await expect(links).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'landing at 375 px');
});
