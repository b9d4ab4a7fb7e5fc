import { expect, test } from '../support/fixtures';
import { AppShell } from '../pom/AppShell';
import { GradeModal } from '../pom/GradeModal';
import { GradesPage } from '../pom/GradesPage';
import { MembersPage } from '../pom/MembersPage';
import { expectNoSeriousViolations } from '../support/axe';
import { DOJO_ADMIN, MEMBER, signInAs } from '../support/demo';

// Pablo (the demo's plain member, 01A0004) holds 4º and 3º Kyu regulated and 2º Kyu pending, in
// Lucía's dojo (graph/src/modules/demo/grades.ts); nobody else's journey changes his grades.
const PABLO = { number: '01A0004', name: MEMBER.name };
const TODAY = new Date().toISOString().slice(0, 10);

test(
  'a member asks for a kyu grade, cannot touch a regulated one, and their dojo administrator validates it and records another',
  { tag: '@phone' },
  async ({ page }) => {
    test.slow();
    const grades = new GradesPage(page);
    const modal = new GradeModal(page);
    const phone = await grades.isPhone();

    // The member's own record: the highest regulated belt, no titles.
    await signInAs(page, MEMBER.mail);
    await grades.gotoMember(PABLO.number);
    await expect(grades.currentGrade).toHaveText('3º Kyu');
    await expect(grades.currentTitle).toHaveText('No tienes titulos regulados');
    await grades.manageButton.click();
    await expect(modal.title).toHaveText('Nuevo grado');
    await expect(modal.root).toContainText(PABLO.number);
    await expect(modal.status('3º Kyu')).toHaveText('Regulado');
    await expect(modal.tick('3º Kyu')).toBeDisabled();
    await expect(modal.date('3º Kyu')).toBeDisabled();
    await expect(modal.tick('4º Kyu')).toBeDisabled();
    await expect(modal.status('2º Kyu')).toHaveText('Pendiente');
    // Readiness counts towards the next full belt above the highest regulated one.
    await expect(modal.readiness).toContainText(/2º Kyu: [\d.]+ de \d+ horas/);
    await expect(modal.tick('2º Kyu')).toBeEnabled();
    await expectNoSeriousViolations(page, 'grade modal');

    // A new belt: its date is required, its hours start at "0".
    await modal.tick('1º Kyu').check();
    await expect(modal.hours('1º Kyu')).toHaveValue('0');
    await modal.applyButton.click();
    await expect(modal.fieldError('1º Kyu', 'Fecha')).toHaveText('La fecha es obligatoria');
    await modal.date('1º Kyu').fill(TODAY);
    await modal.applyButton.click();
    await modal.expectClosed();
    // Not validated yet: the view still shows 3º Kyu, the record 1º Kyu pending.
    await expect(grades.currentGrade).toHaveText('3º Kyu');
    await grades.manageButton.click();
    await expect(modal.status('1º Kyu')).toHaveText('Pendiente');
    await page.keyboard.press('Escape');
    await modal.expectClosed();

    // The dojo administrator validates it from the list; the badge follows at once.
    await signInAs(page, DOJO_ADMIN.mail);
    const shell = new AppShell(page);
    await grades.goto();
    let waiting = 0;
    if (!phone) {
      await expect.poll(() => shell.badge('Grados')).toBeGreaterThan(0);
      waiting = (await shell.badge('Grados'))!;
    }
    const row = grades.entry(PABLO.name, '1º Kyu');
    await expect(grades.cell(row, 'Estado')).toHaveText('Pendiente');
    await expect(row).toHaveClass(/grade-row--pending/);
    await expectNoSeriousViolations(page, 'grade list');
    await grades.entryAction(row, 'Validar');
    await expect(grades.cell(row, 'Estado')).toHaveText('Regulado');
    await expect(row).not.toHaveClass(/grade-row--pending/);
    await expect(grades.cell(row, 'Validado por')).toHaveText('Lucía Herrero Vidal');
    if (!phone) await expect.poll(() => shell.badge('Grados')).toBe(waiting - 1 || null);

    // From the member list's row menu she records the intermediate belt above it.
    const members = new MembersPage(page);
    await members.goto();
    await members.search.fill('Santos Lería');
    await members.rowAction('Santos Lería', 'Gestionar grados');
    await expect(modal.title).toHaveText('Nuevo grado');
    await expect(modal.tick('1º Kyu')).toBeEnabled();
    await modal.applyButton.click();
    await expect(modal.formError).toHaveText(
      'Debe haber al menos un cinturón seleccionado/eliminado/modificado',
    );
    await modal.intermediate.check();
    const belt = '1º Kyu intermedio';
    await modal.tick(belt).check();
    await modal.date(belt).fill(TODAY);
    await modal.hours(belt).fill('');
    await modal.applyButton.click();
    await expect(modal.fieldError(belt, 'Horas')).toHaveText('Las horas son obligatorias');
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

    // The member view shows the highest regulated belt: hers, validated as she recorded it.
    await grades.gotoMember(PABLO.number);
    await expect(grades.currentGrade).toHaveText(belt);
  },
);
