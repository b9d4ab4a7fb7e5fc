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

test('a dojo administrator records a kyu grade for a member, it shows Pendiente, they validate it from the list (no documentation for them), the member view shows it and the member cannot change it', async ({
  page,
}) => {
  test.slow();
  const grades = new GradesPage(page);
  const modal = new GradeModal(page);
  const shell = new AppShell(page);

  // From the member list's row menu Lucía opens Pablo's record.
  const members = new MembersPage(page);
  await signInAs(page, DOJO_ADMIN.mail, { at: members.url() });
  await members.search.fill('Santos Lería');
  await members.rowAction('Santos Lería', 'Gestionar grados');
  await expect(modal.title).toHaveText('Nuevo grado');
  await expect(modal.root).toContainText(PABLO.number);
  await expect(modal.status('3º Kyu')).toHaveText('Regulado');
  await expect(modal.status('2º Kyu')).toHaveText('Pendiente');
  await expect(modal.readiness).toContainText(/2º Kyu: [\d.]+ de \d+ horas/);
  await expectNoSeriousViolations(page, 'grade modal');

  // A new belt, today, ten hours (the modal's rules: GradeModal.test.tsx, schema grades.test.ts).
  const belt = '1º Kyu';
  await modal.tick(belt).check();
  await modal.date(belt).fill(TODAY);
  await modal.hours(belt).fill('10');
  await page.keyboard.press('Alt+g');
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
  await expect.poll(() => shell.badgeCount('Grados')).toBeGreaterThan(0);
  const waiting = (await shell.badgeCount('Grados'))!;
  const row = grades.entry(PABLO.name, belt);
  await expect(grades.cell(row, 'Estado')).toHaveText('Pendiente');
  await expect(row).toHaveClass(/grade-row--pending/);
  await expectNoSeriousViolations(page, 'grade list');
  await grades.entryAction(row, 'Validar');
  await expect(grades.cell(row, 'Estado')).toHaveText('Regulado');
  await expect(row).not.toHaveClass(/grade-row--pending/);
  await expect(grades.cell(row, 'Validado por')).toHaveText('Lucía Herrero Vidal');
  await expect.poll(() => shell.badgeCount('Grados')).toBe(waiting - 1 || null);

  // The documentation for the technical commission is the national administrator's only.
  await expect(grades.downloadButton).toHaveCount(0);
  // A position nobody holds goes back to the list.
  await page.goto('/es/app/grados/99999999');
  await expect(page).toHaveURL('/es/app/grados');
  await expect(grades.rows.first()).toBeVisible();

  // The member view shows it.
  await grades.gotoMember(PABLO.number);
  await expect(grades.currentGrade).toHaveText(belt);

  // Pablo sees it too, and cannot change a regulated entry (his pending one stays his to edit).
  await signInAs(page, MEMBER.mail, { at: `/es/app/asociados/usuario/${PABLO.number}` });
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
});
