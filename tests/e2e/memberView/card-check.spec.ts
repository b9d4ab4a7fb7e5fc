import { expect, test } from '../support/fixtures';
import { MemberViewPage } from '../pom/MemberViewPage';
import { SignInPage } from '../pom/SignInPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, signInAs } from '../support/demo';
import { cardCheckLink } from '../support/memberViewApi';
import { adminToken, call, createMember, unique } from '../support/membersApi';

type Private = {
  fullName: string;
  mail: string | null;
  birthDate: string | null;
  address: string | null;
  phone: string | null;
};

test("a card's address opened without a session shows the card check and nothing private, while a validation link still leads to the first-password form", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.slow();
  const card = await cardCheckLink(request);
  const { member } = await call<{ member: Private & { dojo: { name: string } } }>(
    request,
    'query ($id: Int!) { member(id: $id) { fullName mail birthDate address phone dojo { name } } }',
    { id: card.id },
    await adminToken(request),
  );
  // A fresh browser at the project's size: no token of anyone.
  const stranger = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const unsigned = await stranger.newPage();
  const check = new MemberViewPage(unsigned);
  await unsigned.goto(card.checkLink);
  await expect(check.checkHeading).toBeVisible();
  await expect(check.checkName).toHaveText(member.fullName);
  await expect(check.checkCard).toContainText(card.memberNumber);
  await expect(check.checkCard).toContainText(member.dojo.name);
  await expect(check.checkFee).toHaveText(/^.(Validada|No validada)$/);
  for (const secret of [member.mail, member.birthDate, member.address, member.phone]) {
    if (secret) await expect(check.checkCard).not.toContainText(secret);
  }
  await expectNoSeriousViolations(unsigned, 'card check');

  // The same address with a validation code instead: the first-password form.
  const lastName = unique('Enlace');
  const created = await createMember(request, lastName, `${lastName.toLowerCase()}@pruebas.federa`);
  const { member: fresh } = await call<{ member: { validationLink: string } }>(
    request,
    'query ($id: Int!) { member(id: $id) { validationLink } }',
    { id: created.id },
    await adminToken(request),
  );
  await unsigned.goto(fresh.validationLink);
  await expect(new SignInPage(unsigned).heading).toHaveText('Crea tu contraseña');
  await stranger.close();

  // Signed in, the same address is the full member view (the code is ignored).
  await signInAs(page, ADMIN.mail, { at: card.checkLink });
  const view = new MemberViewPage(page);
  await expect(view.name).toHaveText(member.fullName);
  await expect(view.manageGrades).toBeVisible();
});
