import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { MembersPage } from '../pom/MembersPage';
import { ADMIN, DOJO_ADMIN, MEMBER, NEW_MEMBER, signInAs } from '../support/demo';
import { associationTwoDojo, createMemberIn } from '../support/memberPlaces';
import { unique } from '../support/membersApi';

const TAKEN_MAIL = 'Ya existe un asociado con ese correo';
const TAKEN_NUMBER = 'Ya existe un asociado con ese número';

async function openNewMember(page: Page, mail: string) {
  await signInAs(page, mail);
  const members = new MembersPage(page);
  await members.goto();
  await members.addButton.click();
  await expect(members.modal.getByRole('heading', { name: 'Nuevo asociado' })).toBeVisible();
  return members;
}

test('a taken mail or number is said on leaving the field, before any save', async ({ page }) => {
  const members = await openNewMember(page, ADMIN.mail);
  const mail = members.field('Correo electrónico');
  const number = members.field('Núm. asociado');

  await mail.fill(MEMBER.mail.toUpperCase());
  await mail.press('Tab');
  await expect(mail).toHaveAccessibleDescription(TAKEN_MAIL);
  await number.fill(NEW_MEMBER.numAcae);
  await number.press('Tab');
  await expect(number).toHaveAccessibleDescription(new RegExp(`^${TAKEN_NUMBER}`));

  // Free values clear the messages when the fields are left again; nothing was saved meanwhile.
  // (A message goes at once on leaving; waiting for the answer proves it does not come back.)
  await mail.fill(`${unique('libre')}@pruebas.federa`);
  const freeMail = answer(page, 'MemberMailTaken');
  await mail.press('Tab');
  expect((await freeMail).memberMailTaken).toBeNull();
  await expect(mail).not.toHaveAttribute('aria-invalid', 'true');
  // Z is no series of the demo nor of the association journeys (H to Y).
  await number.fill('99Z0001');
  const freeNumber = answer(page, 'MemberNumberTaken');
  await number.press('Tab');
  expect((await freeNumber).memberNumberTaken).toBeNull();
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');
  await expect(members.modal.getByRole('heading', { name: 'Nuevo asociado' })).toBeVisible();

  // A value that breaks its own rule is said as such, and the server is not asked.
  await number.fill('1A');
  await number.press('Tab');
  await expect(number).toHaveAccessibleDescription(/^Num\. con formato no válido\./);
});

test('a mail taken by a member the administrator may not see is still taken', async ({ page, request }) => {
  // A member of another association: a dojo administrator of association 1 cannot see them.
  const dojo = await associationTwoDojo(request);
  const hidden = `${unique('oculto')}@pruebas.federa`;
  await createMemberIn(request, { associationId: 2, dojoId: dojo.id }, hidden);

  const members = await openNewMember(page, DOJO_ADMIN.mail);
  const mail = members.field('Correo electrónico');
  await mail.fill(hidden);
  await mail.press('Tab');
  await expect(mail).toHaveAccessibleDescription(TAKEN_MAIL);
});

test('a member’s own mail and number are not duplicates of themselves', async ({ page, request }) => {
  const dojo = await associationTwoDojo(request);
  const own = `${unique('propio')}@pruebas.federa`;
  const member = await createMemberIn(request, { associationId: 2, dojoId: dojo.id }, own);

  await signInAs(page, ADMIN.mail);
  const members = new MembersPage(page);
  await members.goto();
  await members.search.fill(member.lastName);
  await members.memberAction(member.fullName, 'Editar');
  const mail = members.field('Correo electrónico');
  await expect(mail).toHaveValue(own);

  // The questions leave the member out: their own mail and number are free for them.
  const ownMail = answer(page, 'MemberMailTaken');
  await mail.focus();
  await mail.press('Tab');
  expect((await ownMail).memberMailTaken).toBeNull();
  const ownNumber = answer(page, 'MemberNumberTaken');
  await members.field('Núm. asociado').focus();
  await members.field('Núm. asociado').press('Tab');
  expect((await ownNumber).memberNumberTaken).toBeNull();
  await expect(mail).not.toHaveAttribute('aria-invalid', 'true');
  await expect(members.field('Núm. asociado')).not.toHaveAttribute('aria-invalid', 'true');
});

/** The next answer to a mail or number question, as the screen receives it. */
function answer(page: Page, operationName: 'MemberMailTaken' | 'MemberNumberTaken') {
  return page
    .waitForResponse((response) => response.request().postDataJSON()?.operationName === operationName)
    .then(async (response) => ((await response.json()) as { data: Record<string, number | null> }).data);
}
