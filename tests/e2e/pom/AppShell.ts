import type { Locator, Page } from '@playwright/test';

/** The application shell: top bar (member, languages, avatar, logout) and the sidebar. */
export class AppShell {
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

  get avatarLink(): Locator {
    return this.page.locator('.avatar-link');
  }

  get sidebar(): Locator {
    return this.page.locator('nav.sidebar');
  }

  get menuToggle(): Locator {
    return this.page.locator('.menu-toggle');
  }

  /** The sidebar's entries by visible name (opening the phone menu first when needed). */
  async sidebarEntries(): Promise<string[]> {
    await this.openMenuIfCollapsed();
    const names = await this.sidebar.locator('.sidebar-link > span:first-child').allInnerTexts();
    return names.map((name) => name.trim());
  }

  sidebarLink(name: string): Locator {
    return this.sidebar.getByRole('link', { name: new RegExp(`^${name}\\b`) });
  }

  async openMenuIfCollapsed() {
    if (await this.menuToggle.isVisible()) {
      if ((await this.menuToggle.getAttribute('aria-expanded')) !== 'true') await this.menuToggle.click();
    }
  }

  async go(name: string) {
    await this.openMenuIfCollapsed();
    await this.sidebarLink(name).click();
  }

  /** The badge count next to a sidebar entry, or null when it shows none. */
  async badge(name: string): Promise<number | null> {
    await this.openMenuIfCollapsed();
    const badge = this.sidebarLink(name).locator('.badge [aria-hidden="true"]');
    if ((await badge.count()) === 0) return null;
    return Number(await badge.innerText());
  }

  languageLink(lang: 'es' | 'en' | 'fr'): Locator {
    return this.page
      .locator('.topbar .lang-switcher')
      .getByRole('link', { name: new RegExp(`^${lang.toUpperCase()}\\b`) });
  }

  storedToken(): Promise<string | null> {
    // A string expression: the tests' TypeScript program has no DOM types.
    return this.page.evaluate<string | null>("localStorage.getItem('token')");
  }
}
