import { expect, type Locator } from '@playwright/test';
import { ListPage } from './ListPage';

/** The member list of /{lang}/app/asociados/..., its row menus, its modal and its dialogs (es). */
export class MembersPage extends ListPage {
  /** The list's address: for page.goto, or signInAs's `at`. */
  url(scope = 'dojo_0', idReg?: number, acc?: 'mod') {
    const rest = [idReg, acc].filter((part) => part !== undefined).join('/');
    return `/es/app/asociados/${scope}${rest ? `/${rest}` : ''}`;
  }

  async goto(scope = 'dojo_0', idReg?: number, acc?: 'mod') {
    await this.page.goto(this.url(scope, idReg, acc));
  }

  get addButton(): Locator {
    return this.page.getByRole('button', { name: 'Añadir asociado' });
  }

  pagerPage(n: number): Locator {
    return this.page.locator('.pager').getByRole('button', { name: `Página ${n}`, exact: true });
  }

  rowById(id: number): Locator {
    return this.page.locator(`table.data-table tbody tr[data-row-id="${id}"]`);
  }

  /** A cell of a row, by its column's heading. */
  cell(row: Locator, column: string): Locator {
    return row.locator(`td[data-label="${column}"]`);
  }

  get filterChip(): Locator {
    return this.page.locator('.filter-chip');
  }

  /** Opens the row menu of a member, by the full name its button is labelled with. */
  async openMemberMenu(fullName: string) {
    await this.page.getByRole('button', { name: `Acciones de ${fullName}`, exact: true }).click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  menuItem(name: string): Locator {
    return this.page.getByRole('menuitem', { name, exact: true });
  }

  async memberAction(fullName: string, action: string) {
    await this.openMemberMenu(fullName);
    await this.menuItem(action).click();
  }

  field(label: string): Locator {
    return this.modalField(label);
  }

  roleToggle(name: 'Admin' | 'Admin Asociación' | 'Admin Dojo'): Locator {
    return this.modal.getByRole('button', { name, exact: true });
  }

  get saveButton(): Locator {
    return this.modal.getByRole('button', { name: 'Guardar' });
  }

  get cancelButton(): Locator {
    return this.modal.getByRole('button', { name: 'Cancelar' });
  }

  get copyLinkButton(): Locator {
    return this.modal.getByRole('button', { name: 'Copiar enlace de validación' });
  }

  /** The message dialog on top (success, refusal, question). */
  get message(): Locator {
    return this.dialog;
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: 'Sí' }).click();
  }

  async acknowledge() {
    await this.dialog.getByRole('button', { name: 'Aceptar' }).click();
  }

  /** The link of the validation dialog (text field under the QR code). */
  get sharedLink(): Locator {
    return this.dialog.getByLabel('Enlace de validación', { exact: true });
  }

  async fillNewMember(values: {
    dni: string;
    nombre: string;
    apellido: string;
    mail: string;
    birth: string;
  }) {
    await this.field('DNI').fill(values.dni);
    await this.field('Nombre').fill(values.nombre);
    await this.field('Apellidos').fill(values.apellido);
    await this.field('Correo electrónico').fill(values.mail);
    await this.field('Fecha de nacimiento').fill(values.birth);
  }

  /**
   * Picks a picture in the avatar picker and uses the crop as it is proposed. The image is drawn
   * in the page (a canvas PNG), so the test carries no binary file.
   */
  async pickAvatar() {
    const base64 = await this.page.evaluate<string>(`(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 240;
      canvas.height = 180;
      const g = canvas.getContext('2d');
      g.fillStyle = '#1f3a5f';
      g.fillRect(0, 0, 240, 180);
      g.fillStyle = '#f2a900';
      g.beginPath();
      g.arc(120, 90, 60, 0, Math.PI * 2);
      g.fill();
      return canvas.toDataURL('image/png').split(',')[1];
    })()`);
    const picker = this.modal.getByRole('group', { name: 'Foto' });
    await picker.locator('input[type="file"]').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from(base64, 'base64'),
    });
    await this.page.getByRole('button', { name: 'Usar imagen' }).click();
    await expect(picker.getByRole('img', { name: 'Vista previa de Foto' })).toHaveAttribute(
      'src',
      /^data:image\/png/,
    );
  }

  /** The texts of a select's options, without its empty first one. */
  async optionTexts(select: Locator): Promise<string[]> {
    const texts = await select.locator('option').allTextContents();
    return texts.slice(1);
  }

  async expectModalClosed() {
    await expect(this.page.locator('dialog.edit-modal')).toHaveCount(0);
  }
}
