import { expect, type Locator, type Page } from '@playwright/test';

/** /{lang}/app/extractos (es): import a bank statement, its counts, its lines left for a person. */
export class StatementsPage {
  constructor(readonly page: Page) {}

  url(lang = 'es') {
    return `/${lang}/app/extractos`;
  }

  async expectOpen() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Extractos bancarios' })).toBeVisible();
  }

  get dialog(): Locator {
    return this.page.locator('dialog.message-dialog[open]');
  }

  get lines(): Locator {
    return this.page.locator('section.statement-lines');
  }

  /** Imports a file through the screen's form; answers once the server's sentence is shown. */
  async importFile(name: string, content: string) {
    await this.page
      .getByLabel('Fichero del banco (Norma 43 o camt.053)', { exact: true })
      .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content, 'latin1') });
    await this.page.getByRole('button', { name: 'Importar', exact: true }).click();
  }

  async showState(state: 'Pendientes' | 'Conciliados' | 'Descartados' | 'Devoluciones') {
    await this.lines.getByRole('button', { name: state, exact: true }).click();
  }

  lineRow(concept: string): Locator {
    return this.lines.locator('tbody tr, .list-card', { hasText: concept });
  }

  async matchByHand(fileLine: number, charge: string) {
    await this.lines
      .getByLabel(`Cargo para el movimiento de la línea ${fileLine}`, { exact: true })
      .fill(charge);
    await this.lines
      .locator('tbody tr, .list-card', {
        has: this.page.getByLabel(`Cargo para el movimiento de la línea ${fileLine}`, { exact: true }),
      })
      .getByRole('button', { name: 'Conciliar' })
      .click();
  }
}
