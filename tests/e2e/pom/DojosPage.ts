import { expect, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/demo';

/** What the dojo form asks for, by its Spanish labels (schema/i18n/web/dojos.es.json). */
export type DojoDraft = {
  nombre?: string;
  ciudad?: string;
  pais?: string;
  provincia?: string;
  web?: string;
  maps?: string;
};

const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);

/** The dojo list of /es/app/dojos/asoc_{id}[/{idReg}], its row menus and its modal. */
export class DojosPage {
  constructor(readonly page: Page) {}

  async signInAs(mail: string) {
    await signInAs(this.page, mail);
  }

  async goto(associationId = 0, idReg?: number) {
    await this.page.goto(`/es/app/dojos/asoc_${associationId}${idReg ? `/${idReg}` : ''}`);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The add button (its name is 'Añadir dojo' or 'Añadir nuevo dojo a: …'). */
  get addButton(): Locator {
    return this.page.getByRole('button', { name: /^Añadir/ });
  }

  get filterChip(): Locator {
    return this.page.locator('.filter-chip');
  }

  get clearFilter(): Locator {
    return this.page.getByRole('link', { name: 'Quitar el filtro' });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox');
  }

  get rows(): Locator {
    return this.page.locator('tbody tr');
  }

  /** The row whose name link reads exactly `name`. */
  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** Waits until the shown rows are those of the current page, sort and search. */
  async settled() {
    await expect(this.page.locator('table[aria-busy="true"]')).toHaveCount(0);
  }

  get highlightedRow(): Locator {
    return this.page.locator('tbody tr[aria-current="true"]');
  }

  menuButton(row: Locator): Locator {
    return row.getByRole('button', { name: /^Acciones de / });
  }

  get menuItems(): Locator {
    return this.page.getByRole('menuitem');
  }

  async rowAction(row: Locator, action: string) {
    await this.menuButton(row).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /**
   * Sorts as a person would: a click on the column's header, or where phones have no header row,
   * the toolbar's sort select, moved the way a second click would (ascending, then descending).
   */
  async sortBy(column: string, sort: string) {
    const button = this.sortButton(column);
    if (await button.isVisible()) {
      await button.click();
      return;
    }
    const select = this.page.locator('.list-sort select');
    const current = await select.inputValue();
    await select.selectOption(current === `${sort} asc` ? `${sort} desc` : `${sort} asc`);
  }

  sortButton(column: string): Locator {
    return this.page.getByRole('columnheader', { name: column }).getByRole('button');
  }

  /** The shown order: the header's aria-sort on a wide screen, the sort select on a phone. */
  async expectSort(column: string, sort: string, direction: 'ascending' | 'descending') {
    if (await this.columnHeader(column).isVisible()) {
      await expect(this.columnHeader(column)).toHaveAttribute('aria-sort', direction);
    } else {
      await expect(this.page.locator('.list-sort select')).toHaveValue(
        `${sort} ${direction === 'ascending' ? 'asc' : 'desc'}`,
      );
    }
  }

  columnHeader(column: string): Locator {
    return this.page.getByRole('columnheader', { name: column });
  }

  /** Texts of one column on the shown page, by its data-label. */
  columnTexts(column: string): Promise<string[]> {
    return this.page.locator(`tbody td[data-label="${column}"]`).allInnerTexts();
  }

  get pagerSummary(): Locator {
    return this.page.locator('.pager-summary');
  }

  pagerPage(page: number): Locator {
    return this.page.getByRole('button', { name: `Página ${page}`, exact: true });
  }

  pagerStep(name: 'Anterior' | 'Siguiente'): Locator {
    return this.page.getByRole('navigation', { name: 'Paginación' }).getByRole('button', { name });
  }

  // The modal

  get modal(): Locator {
    return this.page.getByRole('dialog', { name: /^(Nuevo dojo|Editar dojo)$/ });
  }

  /** A field by its label; a required field's label ends in a '*' that is only shown. */
  field(label: string): Locator {
    return this.modal.getByLabel(labelled(label));
  }

  /** A field's error is tied to it: it opens the field's description (the hint follows). */
  async expectFieldError(label: string, message: string) {
    const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(this.field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(this.field(label)).toHaveAccessibleDescription(new RegExp(`^${escaped}`));
  }

  async fill(draft: DojoDraft) {
    if (draft.nombre !== undefined) await this.field('Nombre').fill(draft.nombre);
    if (draft.ciudad !== undefined) await this.field('Ciudad').fill(draft.ciudad);
    if (draft.pais !== undefined) await this.field('País').selectOption({ label: draft.pais });
    if (draft.provincia !== undefined) {
      await this.field('Provincia').selectOption({ label: draft.provincia });
    }
    if (draft.web !== undefined) await this.field('Web').fill(draft.web);
    if (draft.maps !== undefined) await this.field('Mapa').fill(draft.maps);
  }

  get saveButton(): Locator {
    return this.modal.getByRole('button', { name: 'Guardar' });
  }

  get logoPreview(): Locator {
    return this.modal.getByRole('img', { name: 'Vista previa de Logo' });
  }

  get cropDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Recortar imagen' });
  }

  async pickLogo(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.modal.locator('input[type="file"]').setInputFiles(file);
  }

  // The message dialogs (part 1 §8)

  get question(): Locator {
    return this.page.getByRole('alertdialog');
  }

  async answer(choice: 'Sí' | 'No') {
    await this.question.getByRole('button', { name: choice, exact: true }).click();
  }

  get notice(): Locator {
    return this.page.locator('dialog.message-dialog[open]');
  }
}
