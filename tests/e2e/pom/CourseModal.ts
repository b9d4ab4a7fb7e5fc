import { expect, type Locator, type Page } from '@playwright/test';

export type SessionValues = {
  date?: string;
  start?: string;
  end?: string;
  description?: string;
  kind?: 'Sesión' | 'Evento';
};

/** The course modal (web/src/modules/courses/components/CourseModal.tsx), in Spanish. */
export class CourseModal {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.locator('dialog.edit-modal[open]');
  }

  get title(): Locator {
    return this.root.getByRole('heading', { level: 2 });
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  /** A field's error line, by the field's label (within a session's row when given). */
  error(label: string, row?: number): Locator {
    const scope = row ? this.session(row) : this.root;
    return scope
      .locator('.field')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator('.field-error');
  }

  async fill(values: { title?: string; city?: string; details?: string; clauses?: string }) {
    if (values.title !== undefined) await this.field('Título').fill(values.title);
    if (values.city !== undefined) await this.field('Ciudad').fill(values.city);
    if (values.details !== undefined) await this.field('Detalles').fill(values.details);
    if (values.clauses !== undefined) await this.field('Cláusulas').fill(values.clauses);
  }

  get clausesSwitch(): Locator {
    return this.root.getByRole('checkbox', { name: 'Cláusulas activas' });
  }

  /** The n-th session or event row (from 1). */
  session(n: number): Locator {
    return this.root.getByRole('group', { name: `Sesión o evento ${n}`, exact: true });
  }

  get sessions(): Locator {
    return this.root.locator('.course-session');
  }

  sessionField(n: number, label: string): Locator {
    return this.session(n).getByLabel(label, { exact: true });
  }

  async fillSession(n: number, values: SessionValues) {
    if (values.date !== undefined) await this.sessionField(n, 'Fecha').fill(values.date);
    if (values.start !== undefined) await this.sessionField(n, 'Hora de inicio').fill(values.start);
    if (values.end !== undefined) await this.sessionField(n, 'Hora de fin').fill(values.end);
    if (values.description !== undefined) await this.sessionField(n, 'Descripción').fill(values.description);
    if (values.kind !== undefined) await this.sessionField(n, 'Tipo').selectOption({ label: values.kind });
  }

  get addSession(): Locator {
    return this.root.getByRole('button', { name: 'Añadir sesión o evento' });
  }

  removeSession(n: number): Locator {
    return this.root.getByRole('button', { name: `Quitar Sesión o evento ${n}`, exact: true });
  }

  async pickPoster(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.root.locator('input[type="file"]').setInputFiles(file);
  }

  get cropDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Recortar imagen' });
  }

  get posterPreview(): Locator {
    return this.root.getByRole('img', { name: 'Vista previa de Cartel' });
  }

  get saveButton(): Locator {
    return this.root.getByRole('button', { name: 'Guardar', exact: true });
  }

  get cancelButton(): Locator {
    return this.root.getByRole('button', { name: 'Cancelar', exact: true });
  }

  get deleteButton(): Locator {
    return this.root.getByRole('button', { name: 'Eliminar curso', exact: true });
  }

  /** The national administrator's validation toggle. */
  validationButton(action: 'Validar curso' | 'Desvalidar curso'): Locator {
    return this.root.getByRole('button', { name: action, exact: true });
  }

  /** The 'Hay valores modificados…' question asked before a modified form closes. */
  get question(): Locator {
    return this.page.locator('dialog.message-dialog[open]');
  }

  async expectClosed() {
    await expect(this.page.locator('dialog.edit-modal')).toHaveCount(0);
  }
}
