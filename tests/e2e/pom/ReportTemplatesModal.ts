import { expect, type Locator, type Page } from '@playwright/test';

/** The templates modal and 'Añadir Plantilla' of the report builder (es). */
export class ReportTemplatesModal {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Plantillas' });
  }

  get addDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Añadir Plantilla' });
  }

  /** A stored template's row, by its exact name. */
  row(name: string): Locator {
    return this.dialog
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** The row being edited or added (one at a time). */
  get editedRow(): Locator {
    return this.dialog.locator('tbody tr[data-state="editing"], tbody tr[data-state="new"]');
  }

  async act(name: string, action: 'Cargar' | 'Editar' | 'Duplicar' | 'Eliminar') {
    await this.row(name).getByRole('button', { name: action, exact: true }).click();
  }

  async rename(name: string, values: { name?: string; description?: string; isDefault?: boolean }) {
    await this.act(name, 'Editar');
    const row = this.editedRow;
    if (values.name !== undefined) await row.getByRole('textbox', { name: 'Nombre' }).fill(values.name);
    if (values.description !== undefined) {
      await row.getByRole('textbox', { name: 'Descripción' }).fill(values.description);
    }
    if (values.isDefault !== undefined)
      await row.getByRole('checkbox', { name: 'Por defecto' }).setChecked(values.isDefault);
    await row.getByRole('button', { name: 'Guardar', exact: true }).click();
  }

  /** Fills 'Añadir Plantilla' (open) and applies it with alt+g. */
  async add(values: { name: string; description?: string; isDefault?: boolean }) {
    const add = this.addDialog;
    await expect(add.getByLabel('Nombre')).toHaveValue('Nueva plantilla');
    await add.getByLabel('Nombre').fill(values.name);
    if (values.description) await add.getByLabel('Descripción').fill(values.description);
    if (values.isDefault) await add.getByLabel('Por defecto').check();
    await this.page.keyboard.press('Alt+g');
  }
}
