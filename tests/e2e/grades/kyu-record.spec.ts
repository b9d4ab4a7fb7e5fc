import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { GradeModal } from '../pom/GradeModal';
import { GradesPage } from '../pom/GradesPage';
import { MembersPage } from '../pom/MembersPage';
import { expectNoSeriousViolations } from '../support/axe';
import { DOJO_ADMIN, MEMBER, signInAs } from '../support/demo';

// Pablo (the demo's plain member, 01A0004) holds 4º and 3º Kyu regulated and 2º Kyu pending, in
// Lucía's dojo (graph/src/tools/demo/grades.ts); nobody else's journey changes his grades.
const PABLO = { number: '01A0004', name: MEMBER.name };
const TODAY = new Date().toISOString().slice(0, 10);
const IN_TWO_DAYS = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

test(
  'a dojo administrator records a kyu grade for a member, it shows Pendiente, they validate it from the list, the member view shows it and the member cannot change it',
  { tag: '@phone' },
  async ({ page }) => {
    test.slow();
    const grades = new GradesPage(page);
    const modal = new GradeModal(page);
    const shell = new AppShell(page);
    const phone = await grades.isPhone();

    // From the member list's row menu Lucía opens Pablo's record.
    await signInAs(page, DOJO_ADMIN.mail);
    const members = new MembersPage(page);
    await members.goto();
    await members.search.fill('Santos Lería');
    await members.rowAction('Santos Lería', 'Gestionar grados');
    await expect(modal.title).toHaveText('Nuevo grado');
    await expect(modal.root).toContainText(PABLO.number);
    await expect(modal.status('3º Kyu')).toHaveText('Regulado');
    await expect(modal.status('2º Kyu')).toHaveText('Pendiente');
    await expect(modal.readiness).toContainText(/2º Kyu: [\d.]+ de \d+ horas/);
    await expectNoSeriousViolations(page, 'grade modal');
    await modal.applyButton.click();
    await expect(modal.formError).toHaveText(
      'Debe haber al menos un cinturón seleccionado/eliminado/modificado',
    );

    // A new belt: its date is required and not after today (the shared rules), its hours a number.
    const belt = '1º Kyu';
    await modal.tick(belt).check();
    await expect(modal.hours(belt)).toHaveValue('0');
    await modal.applyButton.click();
    await expect(modal.fieldError(belt, 'Fecha')).toHaveText('La fecha es obligatoria');
    await modal.date(belt).fill(IN_TWO_DAYS);
    await modal.applyButton.click();
    await expect(modal.fieldError(belt, 'Fecha')).toHaveText('La fecha no puede ser posterior a hoy.');
    await modal.date(belt).fill(TODAY);
    await modal.hours(belt).fill('diez');
    await modal.applyButton.click();
    await expect(modal.fieldError(belt, 'Horas')).toHaveText(
      'El número de horas debe ser un número válido mayor o igual que 0',
    );
    await modal.hours(belt).fill('10');
    // Leaving now would lose it: the question of part 2 §8, answered No.
    await modal.cancelButton.click();
    await expect(grades.dialog).toContainText(
      'Hay valores modificados, estás seguro que quieres salir sin aplicar los cambios?',
    );
    await grades.dialog.getByRole('button', { name: 'No' }).click();
    if (phone) await modal.applyButton.click();
    else await page.keyboard.press('Alt+g');
    await modal.expectClosed();

    // Recorded by an administrator, it still starts Pendiente: the member view keeps 3º Kyu.
    await grades.gotoMember(PABLO.number);
    await expect(grades.currentGrade).toHaveText('3º Kyu');
    await grades.manageButton.click();
    await expect(modal.status(belt)).toHaveText('Pendiente');
    await page.keyboard.press('Escape');
    await modal.expectClosed();

    // She validates it from the list; the badge drops at once.
    await grades.goto();
    let waiting = 0;
    if (!phone) {
      await expect.poll(() => shell.badgeCount('Grados')).toBeGreaterThan(0);
      waiting = (await shell.badgeCount('Grados'))!;
    }
    const row = grades.entry(PABLO.name, belt);
    await expect(grades.cell(row, 'Estado')).toHaveText('Pendiente');
    await expect(row).toHaveClass(/grade-row--pending/);
    await expectNoSeriousViolations(page, 'grade list');
    await grades.entryAction(row, 'Validar');
    await expect(grades.cell(row, 'Estado')).toHaveText('Regulado');
    await expect(row).not.toHaveClass(/grade-row--pending/);
    await expect(grades.cell(row, 'Validado por')).toHaveText('Lucía Herrero Vidal');
    if (!phone) await expect.poll(() => shell.badgeCount('Grados')).toBe(waiting - 1 || null);

    // The member view shows it.
    await grades.gotoMember(PABLO.number);
    await expect(grades.currentGrade).toHaveText(belt);

    // Pablo sees it too, and cannot change a regulated entry (his pending one stays his to edit).
    await signInAs(page, MEMBER.mail);
    await grades.gotoMember(PABLO.number);
    await expect(grades.currentGrade).toHaveText(belt);
    await expect(grades.currentTitle).toHaveText('No tienes titulos regulados');
    await expect(grades.manageButton).toHaveCount(0);
    await grades.ownGradesButton.click();
    await expect(modal.status(belt)).toHaveText('Regulado');
    await expect(modal.tick(belt)).toBeDisabled();
    await expect(modal.date(belt)).toBeDisabled();
    await expect(modal.hours(belt)).toBeDisabled();
    await expect(modal.tick('4º Kyu')).toBeDisabled();
    await expect(modal.status('2º Kyu')).toHaveText('Pendiente');
    await expect(modal.tick('2º Kyu')).toBeEnabled();
  },
);
