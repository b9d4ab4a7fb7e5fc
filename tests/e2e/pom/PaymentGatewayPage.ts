import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The local gateway's payment page (/pasarela-pruebas/sis/realizarPago, in Spanish): Redsys's
 * test environment as the development server plays it.
 */
export class PaymentGatewayPage {
  constructor(readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/pasarela-pruebas\/sis\/realizarPago$/);
    await expect(this.page.getByRole('heading', { name: 'Pasarela de pagos de pruebas' })).toBeVisible();
  }

  get amount(): Locator {
    return this.page.getByTestId('gateway-amount');
  }

  async pay() {
    await this.page.getByRole('button', { name: 'Pagar', exact: true }).click();
  }

  async cancel() {
    await this.page.getByRole('button', { name: 'Cancelar', exact: true }).click();
  }
}
