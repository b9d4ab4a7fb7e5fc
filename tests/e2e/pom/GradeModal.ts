import { expect, type Locator, type Page } from '@playwright/test';

/** The grade modal ('Nuevo grado', web/src/modules/grades/components/GradeModal.tsx), in Spanish. */
export class GradeModal {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.locator('dialog.edit-modal[open]');
  }

  get title(): Locator {
    return this.root.getByRole('heading', { level: 2 });
  }

  /** A belt's or title's card: its tick, fields and status. */
  card(name: string): Locator {
    return this.root.getByRole('group', { name, exact: true });
  }

  tick(name: string): Locator {
    return this.card(name).getByRole('checkbox', { name, exact: true });
  }

  date(name: string): Locator {
    return this.card(name).getByLabel('Fecha', { exact: true });
  }

  hours(name: string): Locator {
    return this.card(name).getByLabel('Horas', { exact: true });
  }

  status(name: string): Locator {
    return this.card(name).locator('.grade-status');
  }

  fieldError(name: string, label: 'Fecha' | 'Horas'): Locator {
    return this.card(name)
      .locator('.field')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator('.field-error:not(:empty)');
  }

  get formError(): Locator {
    return this.root.locator('.form-message');
  }

  get intermediate(): Locator {
    return this.root.getByRole('checkbox', { name: 'Mostrar cinturones intermedios' });
  }

  get applyButton(): Locator {
    return this.root.getByRole('button', { name: 'Aplicar', exact: true });
  }

  get cancelButton(): Locator {
    return this.root.getByRole('button', { name: 'Cancelar', exact: true });
  }

  get readiness(): Locator {
    return this.root.getByTestId('grade-readiness');
  }

  async expectClosed() {
    await expect(this.root).toHaveCount(0);
  }
}
