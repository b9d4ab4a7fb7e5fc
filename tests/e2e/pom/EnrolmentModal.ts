import { expect, type Download, type Locator, type Page } from '@playwright/test';

/**
 * The enrolment modal of part 2 §2.10 (es), opened from the course list's row menu
 * ('Inscripción'), with the clause question, the closing question and the messages over it.
 */
export class EnrolmentModal {
  constructor(readonly page: Page) {}

  /** The course list on the course's row, then 'Inscripción' from its row menu. */
  async open(course: { id: number; title: string }) {
    await this.page.goto(`/es/app/cursos/${course.id}`);
    await this.page.getByRole('button', { name: `Acciones de ${course.title}`, exact: true }).click();
    await this.page.getByRole('menuitem', { name: 'Inscripción', exact: true }).click();
    await expect(this.heading).toHaveText(`Inscripción: ${course.title}`);
  }

  get modal(): Locator {
    return this.page.locator('dialog.enrolment-modal');
  }

  get heading(): Locator {
    return this.modal.getByRole('heading', { level: 2 });
  }

  /** The question or message shown over the modal. */
  get dialog(): Locator {
    return this.page.locator('dialog.message-dialog');
  }

  get poster(): Locator {
    return this.modal.getByRole('button', { name: 'Ampliar el cartel' });
  }

  get sessions(): Locator {
    return this.modal.locator('.enrolment-sessions li');
  }

  get search(): Locator {
    return this.modal.getByRole('searchbox', { name: 'Buscar asociados' });
  }

  get searchColumn(): Locator {
    return this.modal.getByLabel('Buscar en');
  }

  get enrolledOnly(): Locator {
    return this.modal.getByRole('checkbox', { name: 'Solo inscritos' });
  }

  get counters(): Locator {
    return this.modal.locator('.enrolment-counters');
  }

  get rows(): Locator {
    return this.modal.locator('.enrolment-table tbody tr');
  }

  enrol(name: string): Locator {
    return this.modal.getByRole('checkbox', { name: `Inscribir a ${name}`, exact: true });
  }

  clauses(name: string): Locator {
    return this.modal.getByRole('checkbox', { name: `${name} acepta las cláusulas`, exact: true });
  }

  session(name: string, session: string): Locator {
    return this.modal.getByRole('checkbox', { name: `${name}: ${session}`, exact: true });
  }

  eventMore(name: string, event: string): Locator {
    return this.modal.getByRole('button', { name: `Una persona más en ${event} (${name})`, exact: true });
  }

  eventCount(name: string, event: string): Locator {
    return this.modal
      .getByRole('group', { name: `${name}: personas en ${event}`, exact: true })
      .locator('output');
  }

  paid(name: string): Locator {
    return this.modal.getByRole('checkbox', { name: `${name} ha pagado`, exact: true });
  }

  attended(name: string): Locator {
    return this.modal.getByRole('checkbox', { name: `${name} ha asistido`, exact: true });
  }

  /** The organiser's pay mark of one session or event of the member. */
  entryPaid(name: string, session: string): Locator {
    return this.modal.getByRole('checkbox', { name: `${name} ha pagado ${session}`, exact: true });
  }

  /** The organiser's attendance mark of one session or event of the member. */
  entryAttended(name: string, session: string): Locator {
    return this.modal.getByRole('checkbox', { name: `${name} ha asistido a ${session}`, exact: true });
  }

  /** Opens a row's menu (part 2 §6) and gives its items. */
  async rowMenu(name: string): Promise<Locator> {
    await this.modal.getByRole('button', { name: `Acciones de ${name}`, exact: true }).click();
    return this.modal.getByRole('menuitem');
  }

  get pending(): Locator {
    return this.modal.locator('.enrolment-pending');
  }

  get saveButton(): Locator {
    return this.modal.getByRole('button', { name: 'Guardar cambios', exact: true });
  }

  get discardButton(): Locator {
    return this.modal.getByRole('button', { name: 'Descartar', exact: true });
  }

  /** The footer's Cerrar (the header's × has the same name). */
  get closeButton(): Locator {
    return this.modal.locator('.edit-modal-footer').getByRole('button', { name: 'Cerrar', exact: true });
  }

  get calendarLink(): Locator {
    return this.modal.getByLabel('Enlace de tu calendario');
  }

  /** Whatever the width, the modal's body never scrolls sideways (a phone's table turns to cards). */
  async expectNoSidewaysScroll() {
    const body = this.modal.locator('.edit-modal-body');
    await expect
      .poll(() => body.evaluate((element) => element.scrollWidth - element.clientWidth))
      .toBeLessThanOrEqual(0);
  }

  /** Answers the clause question: 'Acepto' or 'No Acepto'. */
  async answerClauses(answer: 'Acepto' | 'No Acepto') {
    await expect(this.dialog).toContainText('Cláusulas del curso');
    await this.dialog.getByRole('button', { name: answer, exact: true }).click();
    await expect(this.dialog).toHaveCount(0);
  }

  /** Guardar cambios, then the 'Cambios guardados.' message, gone after 1.5 s. */
  async save() {
    await this.saveButton.click();
    await expect(this.dialog).toContainText('Cambios guardados.');
    await expect(this.dialog).toHaveCount(0);
    await expect(this.pending).toHaveText('');
  }

  /** One of the four files; its download once the server has made it. */
  async export(label: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.modal.getByRole('button', { name: label, exact: true }).click();
    return download;
  }
}
