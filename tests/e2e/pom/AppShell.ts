import { expect, type Locator, type Page } from '@playwright/test';

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

  /** The names of the sidebar's entries, in order. */
  get entryNames(): Locator {
    return this.sidebar.locator('.sidebar-link > span:first-child');
  }

  /** Waits until the sidebar offers exactly these entries, in this order. */
  async expectEntries(names: string[]) {
    await this.openMenuIfCollapsed();
    await expect(this.entryNames).toHaveText(names);
  }

  /**
   * Waits until the sidebar offers an entry, or does not. Its entries come all at once with the
   * session: 'Inicio' shown, an entry missing is one not offered rather than one not there yet.
   */
  async expectEntry(name: string, offered: boolean) {
    await this.openMenuIfCollapsed();
    await expect(this.sidebarLink('Inicio')).toBeVisible();
    if (offered) await expect(this.sidebarLink(name)).toBeVisible();
    else await expect(this.sidebarLink(name)).toHaveCount(0);
  }

  sidebarLink(name: string): Locator {
    return this.sidebar.getByRole('link', { name: new RegExp(`^${name}\\b`) });
  }

  async openMenuIfCollapsed() {
    // The shell first: before it renders there is no toggle to see, on a phone either.
    await expect(this.menuToggle).toBeAttached();
    if (await this.menuToggle.isVisible()) {
      if ((await this.menuToggle.getAttribute('aria-expanded')) !== 'true') await this.menuToggle.click();
    }
  }

  async go(name: string) {
    await this.openMenuIfCollapsed();
    await this.sidebarLink(name).click();
  }

  /** The count shown next to a sidebar entry; absent when nothing waits. */
  badge(name: string): Locator {
    return this.sidebarLink(name).locator('.badge [aria-hidden="true"]');
  }

  /**
   * Waits until an entry's badge shows `count`, or none for 0. The badges come from one query after
   * the sidebar: give the counts, expected ones first, so that an absent badge is read once they
   * have come, not before.
   */
  async expectBadges(counts: Record<string, number>) {
    await this.openMenuIfCollapsed();
    const entries = Object.entries(counts).sort(([, a], [, b]) => Number(b > 0) - Number(a > 0));
    for (const [name, count] of entries) {
      if (count > 0) await expect(this.badge(name)).toHaveText(String(count));
      else await expect(this.badge(name)).toHaveCount(0);
    }
  }

  /** An entry's badge count, or null: for `expect.poll` and for a count a journey carries on. */
  async badgeCount(name: string): Promise<number | null> {
    await this.openMenuIfCollapsed();
    const badge = this.badge(name);
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
