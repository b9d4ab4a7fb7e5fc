import { expect, type Locator, type Page } from '@playwright/test';

export type RoleSwitch = 'admin' | 'association' | 'dojo';

const SWITCH_NAMES: Record<RoleSwitch, string> = {
  admin: 'Administrador nacional',
  association: 'Administrador de asociación',
  dojo: 'Administrador de dojo',
};

/** The home of /{lang}/app/inicio (es): permission toggles, profile selectors and panels. */
export class HomePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/es/app/inicio');
    await expect(this.heading).toHaveText('Inicio');
  }

  get heading(): Locator {
    return this.page.locator('#home-title');
  }

  toggle(role: RoleSwitch): Locator {
    return this.page.getByRole('switch', { name: SWITCH_NAMES[role], exact: true });
  }

  /**
   * Switches a role and waits for the session's new token to show it. A click, not setChecked:
   * the switch shows the roles in force, so it changes only once the server has answered.
   */
  async setRole(role: RoleSwitch, on: boolean) {
    await expect(this.toggle(role)).toBeChecked({ checked: !on });
    await this.toggle(role).click();
    await expect(this.toggle(role)).toBeChecked({ checked: on });
    await expect(this.toggle(role)).toBeEnabled();
  }

  get associationSelect(): Locator {
    return this.page.getByLabel('Asociación', { exact: true });
  }

  get dojoSelect(): Locator {
    return this.page.getByLabel('Dojo', { exact: true });
  }

  /** Picks an option of a selector by its visible name and waits for the new profile. */
  async pick(select: Locator, name: string) {
    const value = await select.locator('option', { hasText: new RegExp(`^${name}$`) }).getAttribute('value');
    await select.selectOption(value!);
    await expect(this.heading).toHaveText('Inicio');
    await expect(select).toHaveValue(value!);
    await expect(select).toBeEnabled();
    return Number(value);
  }

  panel(name: 'fees' | 'grades' | 'own-courses' | 'upcoming-courses'): Locator {
    return this.page.locator(`[data-panel="${name}"]`);
  }

  get refusal(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Permiso denegado' });
  }
}
