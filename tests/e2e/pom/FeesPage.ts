import { expect, type Locator } from '@playwright/test';
import { ListPage } from './ListPage';

/** The fee batch list of /{lang}/app/cuotas, its bulk validation, its modal and dialogs (es). */
export class FeesPage extends ListPage {
  /** The list's address, or a batch's: for page.goto, or signInAs's `at`, then `expectOpen`. */
  url(idReg?: number) {
    return `/es/app/cuotas${idReg ? `/${idReg}` : ''}`;
  }

  async goto(idReg?: number) {
    await this.page.goto(this.url(idReg));
    await this.expectOpen();
  }

  async expectOpen() {
    await expect(this.heading).toHaveText('Remesas de cuotas');
  }

  get addButton(): Locator {
    return this.page.getByRole('button', { name: 'Nueva remesa' });
  }

  get typeFilter(): Locator {
    return this.page.getByLabel('Estado', { exact: true });
  }

  // The batch modal's member list is a kit table too (its rows carry member ids): the list's own.
  override get rows(): Locator {
    return this.page.locator('.list-screen table.data-table tbody tr');
  }

  rowById(id: number): Locator {
    return this.page.locator(`.list-screen table.data-table tbody tr[data-row-id="${id}"]`);
  }

  cell(row: Locator, column: string): Locator {
    return row.locator(`td[data-label="${column}"]`);
  }

  /** A row's tick box for bulk validation. */
  tick(id: number): Locator {
    return this.page.getByRole('checkbox', { name: `Seleccionar Remesa ${id}`, exact: true });
  }

  /** The level marks of a row: 'Dojo: validada' or 'Dojo: sin validar', and so on. */
  levels(row: Locator): Locator {
    return this.cell(row, 'Validación');
  }

  get validateButton(): Locator {
    return this.page.locator('.list-footer').getByRole('button', { name: 'Validar', exact: true });
  }

  get unvalidateButton(): Locator {
    return this.page.locator('.list-footer').getByRole('button', { name: 'Desvalidar', exact: true });
  }

  /** Opens a batch's row menu and picks an action ('Modificar', 'Ver', 'Eliminar'). */
  async batchAction(id: number, action: string) {
    await this.page.getByRole('button', { name: `Acciones de Remesa ${id}`, exact: true }).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  get modalTitle(): Locator {
    return this.modal.getByRole('heading', { level: 2 });
  }

  get year(): Locator {
    return this.modalField('Año');
  }

  /** The member tick boxes of the modal ('Marcar a Nombre Apellidos'). */
  get memberTicks(): Locator {
    return this.modal.locator('.fee-members .data-table tbody input[type="checkbox"]');
  }

  get selectAll(): Locator {
    return this.modal.getByRole('checkbox', { name: 'Marcar todos' });
  }

  get memberSearch(): Locator {
    return this.modal.getByRole('searchbox', { name: 'Buscar asociados' });
  }

  get tickedCount(): Locator {
    return this.modal.locator('.fee-members-count');
  }

  get membersError(): Locator {
    return this.modal.locator('.fee-members > .field-error');
  }

  get history(): Locator {
    return this.modal.locator('.fee-history tbody tr');
  }

  get saveButton(): Locator {
    return this.modal.getByRole('button', { name: 'Guardar' });
  }

  get cancelButton(): Locator {
    return this.modal.getByRole('button', { name: 'Cancelar' });
  }

  get deleteButton(): Locator {
    return this.modal.getByRole('button', { name: 'Eliminar remesa' });
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: 'Sí' }).click();
  }

  async acknowledge() {
    await this.dialog.getByRole('button', { name: 'Aceptar' }).click();
  }

  async expectModalClosed() {
    await expect(this.page.locator('dialog.edit-modal')).toHaveCount(0);
  }

  /** Ticks one batch and validates (or undoes) it, then waits for the success message to go. */
  async bulk(id: number, action: 'Validar' | 'Desvalidar', message: string) {
    await this.tick(id).check();
    await (action === 'Validar' ? this.validateButton : this.unvalidateButton).click();
    await expect(this.dialog).toContainText(message);
    // The changed row lights up for 2 s (part 2 §2.6, §9), then goes back.
    await expect(this.rowById(id)).toHaveClass(/row-flash/);
    await expect(this.dialog).toHaveCount(0);
    await expect(this.rowById(id)).not.toHaveClass(/row-flash/, { timeout: 4000 });
  }
}
