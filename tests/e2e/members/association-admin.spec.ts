import { expect, test } from '../support/fixtures';
import { MembersPage } from '../pom/MembersPage';
import { ASSOCIATION_ADMIN, signInAs } from '../support/demo';
import { associationOneDojos, associationTwoDojo, createMemberIn } from '../support/memberPlaces';

test('an association administrator adds in their association, edits a member of another of its dojos, and on another association’s dojo list a new member does not take that dojo', async ({
  page,
  request,
}) => {
  // A long journey: several screens while both workers are busy.
  test.slow();
  const { association, all, others } = await associationOneDojos(request);
  const member = await createMemberIn(request, { associationId: association.id, dojoId: others[0].id });
  const members = new MembersPage(page);
  await signInAs(page, ASSOCIATION_ADMIN.mail, { at: members.url() });

  // §6: Admin Asociación and Admin Dojo, never Admin; the association is their own, fixed; the
  // dojo is any of its dojos.
  await members.addButton.click();
  await expect(members.modal.getByRole('heading', { name: 'Nuevo asociado' })).toBeVisible();
  await expect(members.roleToggle('Admin')).toBeDisabled();
  await expect(members.roleToggle('Admin Asociación')).toBeEnabled();
  await expect(members.roleToggle('Admin Dojo')).toBeEnabled();
  await expect(members.field('Asociación')).toBeDisabled();
  await expect(members.field('Asociación')).toHaveValue(String(association.id));
  await expect(members.field('Asociación').locator('option:checked')).toHaveText(association.name);
  await expect(members.field('Dojo')).toBeEnabled();
  // Every dojo of association 1, as listed by name (nothing else writes to this worker's database).
  await expect
    .poll(async () => members.optionTexts(members.field('Dojo')))
    .toEqual(all.map((dojo) => dojo.name));
  await members.cancelButton.click();
  await members.expectModalClosed();

  // A member of another dojo of the association: the change is saved and the row shown.
  await members.search.fill(member.lastName);
  await members.memberAction(member.fullName, 'Editar');
  await expect(members.modal.getByRole('heading', { name: 'Editar asociado' })).toBeVisible();
  await expect(members.field('Ciudad')).toHaveValue('Segovia');
  await members.field('Ciudad').fill('Ávila');
  await members.saveButton.click();
  await members.expectModalClosed();
  await expect(members.cell(members.highlightedRow, 'Apellidos')).toHaveText(member.lastName);
  await expect(members.cell(members.highlightedRow, 'Dojo')).toHaveText(others[0].name);
  await members.memberAction(member.fullName, 'Editar');
  await expect(members.field('Ciudad')).toHaveValue('Ávila');

  // On another association’s dojo list, a new member does not take that dojo.
  const dojo = await associationTwoDojo(request);
  await members.goto(`dojo_${dojo.id}`);
  await members.addButton.click();
  await members.fillNewMember({
    dni: '11223344B',
    nombre: 'Iker',
    apellido: 'Sin Dojo',
    mail: '',
    birth: '1990-01-15',
  });

  // The dojo is asked for here, not refused by the server after sending another association's.
  await expect(members.field('Dojo')).toHaveValue('');
  await members.saveButton.click();
  await expect(members.field('Dojo')).toHaveAccessibleDescription('El dojo es requerido.');
  await expect(members.modal.getByRole('heading', { name: 'Nuevo asociado' })).toBeVisible();
});
