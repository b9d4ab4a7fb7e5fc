import { expect, type Locator } from '@playwright/test';
import { ListPage } from './ListPage';

export type InboxKind = 'Remesas' | 'Grados' | 'Títulos' | 'Cursos';

/** The validations inbox of /{lang}/app/validaciones (es). */
export class ValidationsPage extends ListPage {
  async goto() {
    await this.page.goto('/es/app/validaciones');
    await expect(this.heading).toHaveText('Validaciones');
  }

  get kindFilter(): Locator {
    return this.page.getByLabel('Tipo', { exact: true });
  }

  async filter(kind: InboxKind | 'Todo') {
    await this.kindFilter.selectOption({ label: kind });
  }

  /** The count of a kind above the list, as the sidebar's badge counts it. */
  async count(kind: 'fees' | 'grades' | 'courses'): Promise<number> {
    const text = await this.page.locator(`.inbox-counts [data-kind="${kind}"]`).innerText();
    return Number(/\((\d+)\)/.exec(text)![1]);
  }

  /** The link of a row (the Qué column), opening its screen. */
  rowLink(row: Locator): Locator {
    return row.locator('td[data-label="Qué"] a');
  }

  get empty(): Locator {
    return this.page.getByText('No hay nada pendiente de tu validación.');
  }
}
