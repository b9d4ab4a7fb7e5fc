import { expect, type Locator, type Page } from '@playwright/test';

/** /{lang}/app/domiciliaciones (es): mandates, the association's creditor and its remittances. */
export class SepaPage {
  constructor(readonly page: Page) {}

  url(lang = 'es') {
    return `/${lang}/app/domiciliaciones`;
  }

  async expectOpen() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Domiciliaciones SEPA' })).toBeVisible();
  }

  get creditor(): Locator {
    return this.page.locator('form.sepa-creditor');
  }

  get mandates(): Locator {
    return this.page.locator('section', { has: this.page.getByRole('heading', { name: 'Mandatos' }) });
  }

  get remittances(): Locator {
    return this.page.locator('section', { has: this.page.getByRole('heading', { name: 'Remesas SEPA' }) });
  }

  get modal(): Locator {
    return this.page.locator('dialog.edit-modal[open]');
  }

  get dialog(): Locator {
    return this.page.locator('dialog.message-dialog[open]');
  }

  async setCreditor(fields: { id: string; name: string; iban: string }) {
    await this.creditor.getByLabel('Identificador de acreedor', { exact: true }).fill(fields.id);
    await this.creditor.getByLabel('Nombre del acreedor', { exact: true }).fill(fields.name);
    await this.creditor.getByLabel('IBAN de cobro', { exact: true }).fill(fields.iban);
    await this.creditor.getByRole('button', { name: 'Guardar acreedor' }).click();
    await expect(this.dialog).toContainText('Acreedor guardado.');
  }

  async addMandate(fields: { dojoId: number; holder: string; iban: string; reference: string }) {
    await this.mandates.getByRole('button', { name: 'Nuevo mandato' }).click();
    await this.modal.getByLabel('Código del pagador', { exact: true }).fill(String(fields.dojoId));
    await this.modal.getByLabel('Titular de la cuenta', { exact: true }).fill(fields.holder);
    await this.modal.getByLabel('IBAN', { exact: true }).fill(fields.iban);
    await this.modal.getByLabel('Referencia del mandato', { exact: true }).fill(fields.reference);
    await this.modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(this.modal).toHaveCount(0);
  }

  mandateRow(reference: string): Locator {
    return this.mandates.locator('tr, .list-card', { hasText: reference });
  }

  async createRemittance(collectionDate: string) {
    await this.remittances.getByLabel('Fecha de cobro', { exact: true }).fill(collectionDate);
    await this.remittances.getByRole('button', { name: 'Crear remesa' }).click();
    await expect(this.dialog).toContainText('Remesa creada.');
  }

  remittanceRow(id: number): Locator {
    return this.remittances.locator('tr, .list-card', { hasText: `#${id}` });
  }
}
