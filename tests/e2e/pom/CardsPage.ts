import { expect, type Download, type Locator } from '@playwright/test';
import { ListPage } from './ListPage';

/** The membership cards list of /{lang}/app/carnets, its selection, preview and PDF (es). */
export class CardsPage extends ListPage {
  /** The list's address, or a member's: for page.goto, or signInAs's `at`, then `expectOpen`. */
  url(idReg?: number) {
    return `/es/app/carnets${idReg ? `/${idReg}` : ''}`;
  }

  async goto(idReg?: number) {
    await this.page.goto(this.url(idReg));
    await this.expectOpen();
  }

  async expectOpen() {
    await expect(this.heading).toHaveText('Carnets de asociados');
  }

  /**
   * What a PDF build leaves behind, watched from now on: the errors logged in the console (part 2
   * §8: a failed build is only logged) and the number of files the page saved.
   */
  watchOutcome() {
    const errors: string[] = [];
    let downloads = 0;
    this.page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    this.page.on('download', () => downloads++);
    return {
      logged: (text: string) => errors.some((error) => error.includes(text)),
      downloads: () => downloads,
    };
  }

  rowById(id: number): Locator {
    return this.page.locator(`.list-screen table.data-table tbody tr[data-row-id="${id}"]`);
  }

  cell(row: Locator, column: string): Locator {
    return row.locator(`td[data-label="${column}"]`);
  }

  /** A row's tick box ('Seleccionar Nombre Apellidos'). */
  tick(row: Locator): Locator {
    return row.locator('td.select-cell input[type="checkbox"]');
  }

  /** Shown rows with their box enabled (a mail) or disabled and greyed (none, '(*)'). */
  get printableRows(): Locator {
    return this.rows.filter({ has: this.page.locator('td.select-cell input:not([disabled])') });
  }

  get unprintableRows(): Locator {
    return this.page.locator('.list-screen table.data-table tbody tr.row-unselectable');
  }

  get footnote(): Locator {
    return this.page.locator('.cards-footnote');
  }

  /** The national administrator's association select of the toolbar's dojo filter. */
  get associationFilter(): Locator {
    return this.page.locator('.list-filter').getByLabel('Asociación', { exact: true });
  }

  /** The toolbar's dojo select ('Todos los dojos' or one dojo). */
  get dojoFilter(): Locator {
    return this.page.locator('.list-filter').getByLabel('Dojo', { exact: true });
  }

  get filterChip(): Locator {
    return this.page.locator('.filter-chip');
  }

  /** A count below the list by its label ('Asociados', 'Con carnet imprimible'). */
  count(label: string): Locator {
    return this.footer.locator('.list-counts div').filter({ hasText: label }).locator('dd');
  }

  get footer(): Locator {
    return this.page.locator('.list-footer');
  }

  /** 'Imprimir N carnets': opens the preview. */
  get printButton(): Locator {
    return this.footer.getByRole('button', { name: /^Imprimir \d+ carnets?$/ });
  }

  /** 'Todos los asociados seleccionados' (disabled) or 'Deseleccionar todo'. */
  get selectionButton(): Locator {
    return this.footer.getByRole('button', {
      name: /^(Todos los asociados seleccionados|Deseleccionar todo)$/,
    });
  }

  get selectedText(): Locator {
    return this.footer.locator('.list-selected');
  }

  /** Waits until the print button offers `count` cards. */
  async expectPrintCount(count: number) {
    await expect(this.printButton).toHaveText(new RegExp(`^Imprimir ${count} carnets?$`));
  }

  /** The number the print button offers: for `expect.poll` and for a count a journey carries on. */
  async printCount(): Promise<number> {
    return Number((await this.printButton.innerText()).match(/\d+/)![0]);
  }

  get fronts(): Locator {
    return this.modal.locator('figure.card-face--front');
  }

  get backs(): Locator {
    return this.modal.locator('figure.card-face--back');
  }

  get previewRange(): Locator {
    return this.modal.locator('.card-preview-range');
  }

  get downloadButton(): Locator {
    return this.modal.getByRole('button', { name: 'Descargar PDF' });
  }

  get progress(): Locator {
    return this.modal.locator('.pdf-progress');
  }

  get cancelButton(): Locator {
    return this.progress.getByRole('button', { name: 'Cancelar' });
  }

  async openPreview() {
    await this.printButton.click();
    await expect(this.modal.getByRole('heading', { name: 'Vista previa de los carnets' })).toBeVisible();
  }

  /** Downloads the PDF from the open preview and saves it at `file`. */
  async downloadPdf(file: string): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 120_000 }),
      this.downloadButton.click(),
    ]);
    await download.saveAs(file);
    return download;
  }

  async closePreview() {
    await this.modal.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(this.page.locator('dialog.edit-modal')).toHaveCount(0);
  }
}
