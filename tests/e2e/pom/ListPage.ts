import { expect, type Locator, type Page } from '@playwright/test';

/** Any list screen built on the list kit (web/src/modules/ui/list), in Spanish unless told. */
export class ListPage {
  constructor(
    readonly page: Page,
    readonly text = {
      search: 'Buscar',
      pageSize: 'Filas por página',
      previous: 'Anterior',
      next: 'Siguiente',
    },
  ) {}

  get heading(): Locator {
    return this.page.locator('#list-title');
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: this.text.search });
  }

  get pageSize(): Locator {
    return this.page.getByLabel(this.text.pageSize);
  }

  get rows(): Locator {
    return this.page.locator('table.data-table tbody tr');
  }

  get highlightedRow(): Locator {
    return this.page.locator('table.data-table tbody tr.row-highlight');
  }

  get previous(): Locator {
    return this.page.locator('.pager').getByRole('button', { name: this.text.previous, exact: true });
  }

  get next(): Locator {
    return this.page.locator('.pager').getByRole('button', { name: this.text.next, exact: true });
  }

  get currentPage(): Locator {
    return this.page.locator('.pager [aria-current="page"]');
  }

  get summary(): Locator {
    return this.page.locator('.pager-summary');
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  /** The texts of one column (by its header label's position) on the shown page. */
  async column(index: number): Promise<string[]> {
    const cells = await this.rows.locator(`td:nth-child(${index + 1})`).allInnerTexts();
    return cells.map((cell) => cell.trim());
  }

  sortButton(label: string): Locator {
    return this.page.locator('table.data-table thead').getByRole('button', { name: new RegExp(`^${label}`) });
  }

  /** Where the header row is hidden (768 px or less) the toolbar's sort select stands in. */
  get sortSelect(): Locator {
    return this.page.getByLabel('Ordenar por');
  }

  async isPhone(): Promise<boolean> {
    return (this.page.viewportSize()?.width ?? 1280) <= 768;
  }

  /** Sorts by a column: header clicks on a wide screen (a second click descends), the select on a phone. */
  async sortBy(label: string, sort: string, desc: boolean) {
    if (await this.isPhone()) {
      await this.sortSelect.selectOption(`${sort} ${desc ? 'desc' : 'asc'}`);
      return;
    }
    const current = await this.header(label).getAttribute('aria-sort');
    if (current !== 'ascending') await this.sortButton(label).click();
    if (desc) await this.sortButton(label).click();
  }

  header(label: string): Locator {
    return this.page.locator('table.data-table thead th').filter({ hasText: label });
  }

  /** Opens a row's action menu and returns its items. */
  async openRowMenu(rowText: string): Promise<Locator> {
    await this.row(rowText).first().locator('.row-menu-button').click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Waits until a row's action menu offers exactly `items`, in order, then closes it. */
  async expectRowMenu(rowText: string, items: string[]) {
    const menu = await this.openRowMenu(rowText);
    await expect(menu.getByRole('menuitem')).toHaveText(items);
    await this.page.keyboard.press('Escape');
  }

  async rowAction(rowText: string, action: string) {
    const menu = await this.openRowMenu(rowText);
    await menu.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** The open edit modal (native dialog) and its parts. */
  get modal(): Locator {
    return this.page.locator('dialog.edit-modal[open]');
  }

  get dialog(): Locator {
    return this.page.locator('dialog.message-dialog[open]');
  }

  modalField(label: string): Locator {
    return this.modal.getByLabel(label, { exact: true });
  }

  fieldError(label: string): Locator {
    return this.modal
      .locator('.field')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator('.field-error:not(:empty)');
  }
}
