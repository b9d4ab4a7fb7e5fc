import { expect, type Locator } from '@playwright/test';
import { ListPage } from './ListPage';
import { signInAs } from '../support/demo';

/** The course list of /{lang}/app/cursos, its row menus, dialogs and 'Mis cursos' (es). */
export class CoursesPage extends ListPage {
  async goto(idReg?: number | string) {
    await this.page.goto(`/es/app/cursos${idReg !== undefined ? `/${idReg}` : ''}`);
    await expect(this.heading).toHaveText('Cursos');
  }

  /** Opens the screen signed in as a demo account: one page load (support/demo.ts signInAs). */
  async openAs(mail: string, idReg?: number | string) {
    await signInAs(this.page, mail, { at: `/es/app/cursos${idReg !== undefined ? `/${idReg}` : ''}` });
    await expect(this.heading).toHaveText('Cursos');
  }

  get addButton(): Locator {
    return this.page.getByRole('button', { name: 'Añadir nuevo curso' });
  }

  get myCoursesButton(): Locator {
    return this.page.getByRole('button', { name: 'Mis cursos', exact: true });
  }

  // The modals hold tables of their own: the list's rows are the list screen's.
  override get rows(): Locator {
    return this.page.locator('.list-screen table.data-table tbody tr');
  }

  rowById(id: number): Locator {
    return this.page.locator(`.list-screen table.data-table tbody tr[data-row-id="${id}"]`);
  }

  /** The id of the row shown highlighted (the route's idReg, the course just saved). */
  async highlightedId(): Promise<number> {
    await expect(this.highlightedRow).toHaveCount(1);
    return Number(await this.highlightedRow.getAttribute('data-row-id'));
  }

  cell(row: Locator, column: string): Locator {
    return row.locator(`td[data-label="${column}"]`);
  }

  menuButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Acciones de ${title}`, exact: true });
  }

  /** Opens a course's row menu: its entries. */
  async openActions(title: string): Promise<Locator> {
    await this.menuButton(title).click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu.getByRole('menuitem');
  }

  /** Waits until a course's row menu offers exactly `actions`, in order, then closes it. */
  async expectActions(title: string, actions: string[]) {
    await expect(this.row(title)).toHaveCount(1);
    await expect(await this.openActions(title)).toHaveText(actions);
    await this.page.keyboard.press('Escape');
  }

  async courseAction(title: string, action: string) {
    await this.menuButton(title).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: 'Sí' }).click();
  }

  /** The 'Mis cursos' modal and its rows. */
  get myCourses(): Locator {
    return this.page.getByRole('dialog', { name: 'Mis cursos' });
  }

  get myCourseRows(): Locator {
    return this.myCourses.locator('tbody tr');
  }
}
