import { expect, type Locator } from '@playwright/test';
import { ListPage } from './ListPage';

export type InboxKind = 'Remesas' | 'Grados' | 'Títulos' | 'Cursos';

/** The validations inbox of /{lang}/app/validaciones (es). */
export class ValidationsPage extends ListPage {
  readonly url = '/es/app/validaciones';

  async goto() {
    await this.page.goto(this.url);
    await this.expectOpen();
  }

  async expectOpen() {
    await expect(this.heading).toHaveText('Validaciones');
  }

  get kindFilter(): Locator {
    return this.page.getByLabel('Tipo', { exact: true });
  }

  async filter(kind: InboxKind | 'Todo') {
    await this.kindFilter.selectOption({ label: kind });
  }

  /** The count of a kind above the list ('Remesas (3)'), as the sidebar's badge counts it. */
  kindCount(kind: 'fees' | 'grades' | 'courses'): Locator {
    return this.page.locator(`.inbox-counts [data-kind="${kind}"]`);
  }

  /** Waits until the count of a kind above the list is `count`. */
  async expectCount(kind: 'fees' | 'grades' | 'courses', count: number) {
    await expect(this.kindCount(kind)).toHaveText(new RegExp(`\\(${count}\\)`));
  }

  /** The link of a row (the Qué column), opening its screen. */
  rowLink(row: Locator): Locator {
    return row.locator('td[data-label="Qué"] a');
  }

  get empty(): Locator {
    return this.page.getByText('No hay nada pendiente de tu validación.');
  }
}
