import type { Locator, Page } from '@playwright/test';

/** The signed-in frame: member name, language switcher, logout. */
export class AppFrame {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get memberName(): Locator {
    return this.page.locator('.member-name');
  }

  get signOutButton(): Locator {
    return this.page.getByRole('button', { name: 'Cerrar sesión' });
  }

  storedToken(): Promise<string | null> {
    // A string expression: the tests' TypeScript program has no DOM types.
    return this.page.evaluate<string | null>("localStorage.getItem('token')");
  }
}
