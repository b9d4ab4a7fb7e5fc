import fs from 'node:fs';
import { expect, test } from '../support/fixtures';
import { MemberViewPage } from '../pom/MemberViewPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, signInAs, signInWithForm } from '../support/demo';
import { createMember, createValidatedMember } from '../support/membersApi';

test('a member downloads everything held about them, as JSON and as a PDF', async ({ page, request }) => {
  const member = await createValidatedMember(request);
  await signInWithForm(page, member.mail, 'es', 'tenkan2025');
  const view = new MemberViewPage(page);
  await view.goto(member.memberNumber);
  const panel = view.panel('Datos personales');
  await expect(panel).toBeVisible();
  // Not the national administrator: no erasure on offer.
  await expect(panel.getByRole('button', { name: 'Borrar datos personales' })).toHaveCount(0);

  const json = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Descargar datos (JSON)' }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toBe(`datos-personales-${member.id}.json`);
  const data = JSON.parse(fs.readFileSync(await jsonFile.path(), 'utf8'));
  expect(data.member).toMatchObject({ id: member.id, mail: member.mail });

  const pdf = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Descargar datos (PDF)' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe(`datos-personales-${member.id}.pdf`);
  expect(
    fs
      .readFileSync(await pdfFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expectNoSeriousViolations(page, 'member view with personal data');
});

test('the national administrator erases a member after saying yes, and their record no longer names them @phone', async ({
  page,
  request,
}) => {
  // Of another association than the demo accounts': the other journeys of this worker list and
  // report on association 1's members by their numbers, which an erased member no longer has.
  const member = await createMember(request, `Borrar${Date.now() % 100000}`, undefined, 2);
  await signInAs(page, ADMIN.mail);
  const view = new MemberViewPage(page);
  await view.goto(member.memberNumber);
  await expect(view.name).toContainText(member.lastName);
  const panel = view.panel('Datos personales');

  await panel.getByRole('button', { name: 'Borrar datos personales' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Borrar los datos personales' });
  await expect(dialog).toContainText('No se puede deshacer.');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();

  await panel.getByRole('button', { name: 'Borrar datos personales' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Borrar', exact: true }).click();
  await expect(page.getByText('Los datos personales del asociado se han borrado.')).toBeVisible();
  await expect(page).toHaveURL('/es/app/inicio');
  // The number named them: it is gone with the rest.
  await page.goto(`/es/app/asociados/usuario/${member.memberNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: member.lastName })).toHaveCount(0);
});
