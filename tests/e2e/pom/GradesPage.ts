import { expect, type Locator } from '@playwright/test';
import { ListPage } from './ListPage';

/** The grade validation list of /{lang}/app/grados and the member view's grades (es). */
export class GradesPage extends ListPage {
  /** The list's address, or an entry's: for page.goto, or signInAs's `at`, then `expectOpen`. */
  url(idReg?: number) {
    return `/es/app/grados${idReg ? `/${idReg}` : ''}`;
  }

  async goto(idReg?: number) {
    await this.page.goto(this.url(idReg));
    await this.expectOpen();
  }

  async expectOpen() {
    await expect(this.heading).toHaveText('Grados');
  }

  /** A member's record page, /es/app/asociados/usuario/{numAcae}. */
  async gotoMember(memberNumber: string) {
    await this.page.goto(`/es/app/asociados/usuario/${memberNumber}`);
    await expect(this.currentGrade).toBeVisible();
  }

  /** The row of a member's belt or title. */
  entry(name: string, description: string): Locator {
    return this.rows.filter({ hasText: name }).filter({
      has: this.page.locator('td[data-label="Descripción"]', { hasText: new RegExp(`^${description}$`) }),
    });
  }

  cell(row: Locator, column: string): Locator {
    return row.locator(`td[data-label="${column}"]`);
  }

  get pendingRows(): Locator {
    return this.page.locator('table.data-table tbody tr.grade-row--pending');
  }

  async entryAction(row: Locator, action: string) {
    await row.locator('.row-menu-button').click();
    await this.page.getByRole('menu').getByRole('menuitem', { name: action, exact: true }).click();
  }

  get downloadButton(): Locator {
    return this.page.getByRole('button', { name: 'Documentación para la comisión técnica' });
  }

  get meetsHours(): Locator {
    return this.page.getByRole('checkbox', { name: 'Cumple las horas' });
  }

  get currentGrade(): Locator {
    return this.page.getByTestId('current-grade');
  }

  get currentTitle(): Locator {
    return this.page.getByTestId('current-title');
  }

  get manageButton(): Locator {
    return this.page.getByRole('button', { name: 'Gestionar grados' });
  }

  /** The member's own way into their grade record ('Gestionar grados' is the administrators'). */
  get ownGradesButton(): Locator {
    return this.page.getByRole('button', { name: 'Mis grados' });
  }
}
