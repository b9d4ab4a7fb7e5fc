import type { Download, Locator, Page } from '@playwright/test';

/** 'Exportar resultados' of the report builder (es). */
export class ReportExportModal {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Exportar resultados' });
  }

  /** What the modal says the row count gives (xlsx or csv, with the count). */
  get format(): Locator {
    return this.dialog.locator('.report-export-format');
  }

  /** Exports with alt+g and gives the browser's download. */
  async download(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.keyboard.press('Alt+g');
    return download;
  }
}
