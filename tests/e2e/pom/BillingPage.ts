import { expect, type Download, type Locator } from '@playwright/test';
import { ListPage } from './ListPage';

/**
 * 'Facturación' (es): the charges list of /{lang}/app/cobros with its filters and a charge's
 * record, and the settlements of /{lang}/app/cobros/liquidaciones.
 */
export class BillingPage extends ListPage {
  url(path: '' | '/tarifas' | '/liquidaciones' = '') {
    return `/es/app/cobros${path}`;
  }

  async expectCharges() {
    await expect(this.heading).toHaveText('Cargos');
  }

  /** The list's rows (a charge's record holds a table of its own). */
  override get rows(): Locator {
    return this.page.locator('.list-screen table.data-table tbody tr[data-row-id]');
  }

  cell(row: Locator, column: string): Locator {
    return row.locator(`td[data-label="${column}"]`);
  }

  filter(label: 'Estado' | 'Tipo' | 'Año'): Locator {
    return this.page.locator('.list-screen').getByLabel(label, { exact: true });
  }

  /** Opens a charge's record from its row menu. */
  async open(id: number): Promise<Locator> {
    await this.page.getByRole('button', { name: `Acciones de Cargo ${id}`, exact: true }).click();
    await this.page.getByRole('menuitem', { name: 'Ver', exact: true }).click();
    const record = this.record(id);
    await expect(record.locator('.charge-facts')).toBeVisible();
    return record;
  }

  record(id: number): Locator {
    return this.page.getByRole('dialog', { name: `Cargo ${id}` });
  }

  /** A fact of the record ('Estado', 'Referencia', 'Asociación'…). */
  fact(record: Locator, label: string): Locator {
    return record.locator('.charge-facts dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  }

  async downloadReceipt(record: Locator): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await record.getByRole('button', { name: 'Descargar recibo' }).click();
    return download;
  }

  /** The settlements table's row of an association. */
  settlement(association: string): Locator {
    return this.page.locator('.billing-table tbody tr').filter({
      has: this.page.getByRole('rowheader', { name: association, exact: true }),
    });
  }

  get settlementRows(): Locator {
    return this.page.locator('.billing-table tbody tr[data-association]');
  }

  get year(): Locator {
    return this.page.getByLabel('Año', { exact: true });
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: 'Sí' }).click();
  }
}
