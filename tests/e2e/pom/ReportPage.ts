import { expect, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/demo';

/** One condition as the filters modal takes it: field label, operator, value (label for picked ones). */
export type ConditionSpec = [field: string, operator: string, value: string];
export type GroupSpec = { connector: 'Y' | 'O'; conditions: ConditionSpec[] };

/** The report builder of /{lang}/app/listado (es). */
export class ReportPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.locator('#list-title');
  }

  async goto(idReg?: number) {
    await this.page.goto(`/es/app/listado${idReg ? `/${idReg}` : ''}`);
    await expect(this.heading).toHaveText('Listado');
  }

  /** Opens the screen signed in as a demo account: one page load (support/demo.ts signInAs). */
  async openAs(mail: string, idReg?: number) {
    await signInAs(this.page, mail, { at: `/es/app/listado${idReg ? `/${idReg}` : ''}` });
    await expect(this.heading).toHaveText('Listado');
  }

  get rows(): Locator {
    return this.page.locator('.report-results table.data-table tbody tr');
  }

  get views(): Locator {
    return this.page.getByRole('navigation', { name: 'Vistas' });
  }

  get hint(): Locator {
    return this.page.locator('.report-hint');
  }

  /** A toolbar button by the start of its name ('Filtros' finds 'Filtros (3)'). */
  toolbarButton(name: string): Locator {
    return this.page.getByRole('toolbar').getByRole('button', { name: new RegExp(`^${name}`) });
  }

  modal(name: string): Locator {
    return this.page.getByRole('dialog', { name, exact: true });
  }

  async chooseView(name: string) {
    await this.views.getByRole('button', { name, exact: true }).click();
    await expect(this.views.getByRole('button', { name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  /** Ticks these fields (or aggregates: 'Media de Edad') in 'Campos' and applies with alt+g. */
  async chooseFields(labels: string[]) {
    await this.toolbarButton('Campos').click();
    const dialog = this.modal('Campos');
    for (const label of labels) await dialog.getByRole('checkbox', { name: label, exact: true }).check();
    await this.page.keyboard.press('Alt+g');
    await expect(dialog).toBeHidden();
  }

  /** Ticks these groupings in 'Agregaciones', in order, and applies. */
  async chooseGroupings(labels: string[]) {
    await this.toolbarButton('Agregaciones').click();
    const dialog = this.modal('Agregaciones');
    for (const label of labels) await dialog.getByRole('checkbox', { name: label, exact: true }).check();
    await this.page.keyboard.press('Alt+g');
    await expect(dialog).toBeHidden();
  }

  group(index: number): Locator {
    return this.modal('Filtros').locator(`fieldset.report-group[data-group="${index + 1}"]`);
  }

  /** Fills one condition of a group (the filters modal open) and adds it. */
  async addCondition(group: Locator, [field, operator, value]: ConditionSpec) {
    await group.getByLabel('Campo', { exact: true }).selectOption({ label: field });
    await group.getByLabel('Operador', { exact: true }).selectOption(operator);
    const input = group.getByLabel('Valor', { exact: true });
    if ((await input.evaluate((el) => el.tagName)) === 'SELECT') {
      // The field's values arrive from the server (distim_custom).
      await expect(input.getByRole('option', { name: value, exact: true })).toHaveCount(1);
      await input.selectOption({ label: value });
    } else await input.fill(value);
    await group.getByRole('button', { name: 'Añadir condición' }).click();
  }

  /** Builds the filters modal's groups and applies with alt+g. */
  async addFilterGroups(connector: 'Y' | 'O', groups: GroupSpec[]) {
    await this.toolbarButton('Filtros').click();
    const dialog = this.modal('Filtros');
    await dialog.getByLabel('Unir los grupos con').selectOption(connector);
    for (const [index, spec] of groups.entries()) {
      if (index > 0) await dialog.getByRole('button', { name: 'Añadir grupo' }).click();
      const group = this.group(index);
      await group.getByLabel('Unir las condiciones con').selectOption(spec.connector);
      for (const condition of spec.conditions) {
        await this.addCondition(group, condition);
        await expect(group.locator('.report-condition-problem')).toBeEmpty();
      }
    }
    await this.page.keyboard.press('Alt+g');
    await expect(dialog).toBeHidden();
  }

  async show() {
    // The results are hidden until asked for: the table that appears is the one asked.
    await expect(this.page.locator('.report-results')).toHaveCount(0);
    await this.toolbarButton('Mostrar resultados').click();
    await expect(this.page.locator('.report-results table.data-table')).toBeVisible();
    await expect(this.page.locator('.report-results table.data-table')).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
  }

  /** Clicks a column heading (a second click sorts the other way) and waits for the rows. */
  async sortBy(label: string) {
    const header = this.page.locator('.report-results thead th').filter({ hasText: label });
    const before = await header.getAttribute('aria-sort');
    await header.getByRole('button').click();
    await expect(header).not.toHaveAttribute('aria-sort', before ?? 'none');
    await expect(this.page.locator('.report-results table.data-table')).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
  }

  /** The results' table once its rows are those of the address (not busy loading them). */
  async settled() {
    const table = this.page.locator('.report-results table.data-table');
    await expect(table).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
  }

  /**
   * Goes to another page of the results. The pager's current page and the table's busy state
   * change in the same render, so once the page shows, the rows are settled when not busy.
   */
  async goToPage(label: string) {
    const current = this.page.locator('.report-results .pager [aria-current="page"]');
    const before = await current.innerText();
    await this.page
      .locator('.report-results .pager')
      .getByRole('button', { name: label, exact: true })
      .click();
    await expect(current).not.toHaveText(before);
    await this.settled();
  }

  /** The headings and the cells of the shown page, as the screen writes them. */
  async tableTexts(): Promise<{ headers: string[]; rows: string[][] }> {
    const headers = (await this.page.locator('.report-results thead th').allInnerTexts()).map((h) =>
      h.replace(/[▲▼]/g, '').replace(/,.*$/s, '').trim(),
    );
    const rows: string[][] = [];
    for (const row of await this.rows.all())
      rows.push((await row.locator('td').allInnerTexts()).map((cell) => cell.trim()));
    return { headers, rows };
  }

  /** nTot: the pager's '1–15 de N'. */
  async total(): Promise<number> {
    const text = await this.page.locator('.report-results .pager-summary').innerText();
    return Number(text.split(' de ').pop()!.replace(/\D/g, ''));
  }
}
