import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { MembersPage } from '../pom/MembersPage';
import { SignInPage } from '../pom/SignInPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, signInAs } from '../support/demo';
import { associationsWithDojos, unique } from '../support/membersApi';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a global administrator adds a member, who then validates through the copied link; the list and the form with its errors pass axe', async ({
  page,
  browser,
  request,
}) => {
  const [first] = await associationsWithDojos(request);
  const lastName = unique('Alta');
  const mail = `${lastName.toLowerCase()}@pruebas.federa`;

  // Several axe-core scans of whole pages, seconds each while both workers are busy.
  test.slow();
  const members = new MembersPage(page);
  await signInAs(page, ADMIN.mail, { at: members.url('dojo_1') });
  await expect(members.rows.first()).toBeVisible();
  await expect(members.filterChip).toBeVisible();
  await expectNoSeriousViolations(page, 'member list of a dojo');
  await members.goto();
  await members.addButton.click();
  await expect(members.modal.getByRole('heading', { name: 'Nuevo asociado' })).toBeVisible();

  // Saving an empty form names every missing field and sends nothing.
  await members.saveButton.click();
  await expect(members.field('DNI')).toHaveAccessibleDescription('Introduce un DNI válido.');
  await expect(members.modal.getByText('El nombre es requerido.')).toBeVisible();
  await expect(members.modal.getByText('El apellido es requerido.')).toBeVisible();
  await expect(members.modal.getByText('La fecha de nacimiento es requerida.')).toBeVisible();
  await expect(members.modal.getByText('La asociación es requerida.')).toBeVisible();
  await expect(members.modal.getByText('El dojo es requerido.')).toBeVisible();
  await expect(members.field('DNI')).toBeFocused();
  await expectNoSeriousViolations(page, 'member form with errors');

  await members.fillNewMember({
    dni: '12345678z',
    nombre: 'Nuria',
    apellido: lastName,
    mail,
    birth: '1992-02-29',
  });
  await expect(members.field('DNI')).toHaveValue('12345678Z');

  // The dojo dropdown lists the chosen association's dojos (its cascade: MemberModal.test.tsx).
  const association = members.field('Asociación');
  const dojo = members.field('Dojo');
  await association.selectOption({ label: first.name });
  await expect
    .poll(async () => (await members.optionTexts(dojo)).sort())
    .toEqual(first.dojos.map((d) => d.name).sort());
  await dojo.selectOption({ label: first.dojos[0].name });

  await members.pickAvatar();

  await members.saveButton.click();
  await members.expectModalClosed();

  // The new row is shown and highlighted, with the number the server generated.
  const row = members.highlightedRow;
  await expect(members.cell(row, 'Apellidos')).toHaveText(lastName);
  await expect(members.cell(row, 'Núm. asociado')).toHaveText(/^\d{2}[A-Z]\d{4}$/);
  const memberNumber = (await members.cell(row, 'Núm. asociado').textContent())!.trim();
  await expect(members.cell(row, 'Dojo')).toHaveText(first.dojos[0].name);
  await expect(members.cell(row, 'Núm. asociado').locator('img')).toHaveAttribute(
    'src',
    /^\/avatars\/(?!default\.jpg)/,
  );

  // Its validation link goes to the clipboard and shows as a QR code and as text.
  await members.memberAction(`Nuria ${lastName}`, 'Editar');
  await members.copyLinkButton.click();
  await expect(
    members.message.getByRole('heading', { name: 'Enlace copiado al portapapeles.' }),
  ).toBeVisible();
  await expect(members.message).toContainText('Mándaselo al asociado, para que pueda validar su usuario.');
  await expect(
    members.message.getByRole('img', { name: `Código QR del enlace de validación de Nuria ${lastName}` }),
  ).toBeVisible();
  const link = await members.sharedLink.inputValue();
  expect(link).toContain(`/es/app/asociados/usuario/${memberNumber}?`);
  await expect.poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
  await members.acknowledge();

  // Without a session the new member opens the link, sets a password and signs in.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  const signIn = new SignInPage(memberPage);
  await memberPage.goto(link);
  await expect(signIn.heading).toHaveText('Crea tu contraseña');
  await signIn.setFirstPassword('irimi2025');
  await expect(signIn.heading).toHaveText('Iniciar sesión');
  await expect(signIn.mail).toHaveValue(mail);
  await signIn.password.fill('irimi2025');
  await signIn.submit.click();
  await expect(memberPage).toHaveURL('/es/app/inicio');
  await expect(new AppShell(memberPage).memberName).toContainText(`Nuria ${lastName}`);
  await context.close();
});
