import { expect, test } from '../support/fixtures';
import { MembersPage } from '../pom/MembersPage';
import { expectNoSeriousViolations } from '../support/axe';
import { ADMIN, signInAs } from '../support/demo';

test(
  'the member list, its form and a record have no serious accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    // Several axe-core scans of whole pages, seconds each while both workers are busy.
    test.slow();
    await signInAs(page, ADMIN.mail);
    const members = new MembersPage(page);
    await members.goto('dojo_1');
    await expect(members.rows.first()).toBeVisible();
    await expect(members.filterChip).toBeVisible();
    await expectNoSeriousViolations(page, 'member list of a dojo');

    await members.addButton.click();
    await members.saveButton.click();
    await expect(members.fieldError('Apellidos')).toHaveText('El apellido es requerido.');
    await expectNoSeriousViolations(page, 'member form with errors');
    await members.cancelButton.click();
    await members.expectModalClosed();

    await page.goto('/es/app/asociados/usuario/01A0004');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pablo Santos Lería');
    await expectNoSeriousViolations(page, 'member record');
  },
);
