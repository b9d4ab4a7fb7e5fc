import { expect, type Locator, type Page } from '@playwright/test';

/** The member list of /{lang}/app/asociados/..., its row menus, its modal and its dialogs (es). */
export class MembersPage {
  constructor(readonly page: Page) {}

  async goto(scope = 'dojo_0', idReg?: number, acc?: 'mod') {
    const rest = [idReg, acc].filter((part) => part !== undefined).join('/');
    await this.page.goto(`/es/app/asociados/${scope}${rest ? `/${rest}` : ''}`);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get addButton(): Locator {
    return this.page.getByRole('button', { name: 'Añadir asociado' });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Buscar' });
  }

  get pageSize(): Locator {
    return this.page.getByLabel('Filas por página');
  }

  get previous(): Locator {
    return this.page.getByRole('button', { name: 'Anterior' });
  }

  get next(): Locator {
    return this.page.getByRole('button', { name: 'Siguiente' });
  }

  pagerPage(n: number): Locator {
    return this.page.getByRole('button', { name: `Página ${n}`, exact: true });
  }

  get currentPage(): Locator {
    return this.page.getByRole('navigation', { name: 'Paginación' }).locator('[aria-current="page"]');
  }

  get rows(): Locator {
    return this.page.locator('table.data-table tbody tr');
  }

  row(id: number): Locator {
    return this.page.locator(`table.data-table tbody tr[data-row-id="${id}"]`);
  }

  get highlightedRow(): Locator {
    return this.page.locator('table.data-table tbody tr[aria-current="true"]');
  }

  /** A cell of a row, by its column's heading. */
  cell(row: Locator, column: string): Locator {
    return row.locator(`td[data-label="${column}"]`);
  }

  get filterChip(): Locator {
    return this.page.locator('.filter-chip');
  }

  async openRowMenu(fullName: string) {
    await this.page.getByRole('button', { name: `Acciones de ${fullName}`, exact: true }).click();
  }

  menuItem(name: string): Locator {
    return this.page.getByRole('menuitem', { name, exact: true });
  }

  async rowAction(fullName: string, action: string) {
    await this.openRowMenu(fullName);
    await this.menuItem(action).click();
  }

  /** The member modal (Nuevo asociado / Editar asociado). */
  get modal(): Locator {
    return this.page.locator('dialog.edit-modal');
  }

  /** A form control by its label (required ones carry a mark that is not part of the name). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.modal.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
  }

  roleToggle(name: 'Admin' | 'Admin Asociación' | 'Admin Dojo'): Locator {
    return this.modal.getByRole('button', { name, exact: true });
  }

  get saveButton(): Locator {
    return this.modal.getByRole('button', { name: 'Guardar' });
  }

  get copyLinkButton(): Locator {
    return this.modal.getByRole('button', { name: 'Copiar enlace de validación' });
  }

  /** The message dialog on top (success, refusal, question). */
  get message(): Locator {
    return this.page.locator('dialog.message-dialog');
  }

  async confirm() {
    await this.message.getByRole('button', { name: 'Sí' }).click();
  }

  async fillNewMember(values: { dni: string; nombre: string; apellido: string; mail: string; birth: string }) {
    await this.field('DNI').fill(values.dni);
    await this.field('Nombre').fill(values.nombre);
    await this.field('Apellidos').fill(values.apellido);
    await this.field('Correo electrónico').fill(values.mail);
    await this.field('Fecha de nacimiento').fill(values.birth);
  }

  /** The texts of a select's options, without its empty first one. */
  async optionTexts(select: Locator): Promise<string[]> {
    const texts = await select.locator('option').allTextContents();
    return texts.slice(1);
  }

  async expectModalClosed() {
    await expect(this.modal).toHaveCount(0);
  }
}
