import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The member view of /{lang}/app/asociados/usuario/{numAcae} (web/src/modules/memberView), its
 * panels, and the card check the same address shows without a session; in Spanish.
 */
export class MemberViewPage {
  constructor(readonly page: Page) {}

  /** Opens a member's view and waits for their record. */
  /** A member's view: for page.goto, or signInAs's `at`, then `expectOpen`. */
  url(memberNumber: string) {
    return `/es/app/asociados/usuario/${memberNumber}`;
  }

  async goto(memberNumber: string) {
    await this.page.goto(this.url(memberNumber));
    await this.expectOpen();
  }

  async expectOpen() {
    await expect(this.name).toBeVisible();
  }

  get name(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** One panel by its heading: Grados, Cuotas, Mis cursos / Cursos, Próximos cursos, Tribunales. */
  panel(title: string): Locator {
    return this.page.locator('section.mv-panel').filter({
      has: this.page.getByRole('heading', { level: 2, name: title, exact: true }),
    });
  }

  get manageGrades(): Locator {
    return this.page.getByRole('button', { name: 'Gestionar grados' });
  }

  get ownGrades(): Locator {
    return this.page.getByRole('button', { name: 'Mis grados' });
  }

  get seeAllCourses(): Locator {
    return this.page.getByRole('button', { name: 'Ver todos' });
  }

  /** The association's or the dojo's name in the record, a link where the caller may open it. */
  placeLink(name: string): Locator {
    return this.page.locator('.member-record-facts').getByRole('link', { name, exact: true });
  }

  get currentGrade(): Locator {
    return this.page.getByTestId('current-grade');
  }

  get currentTitle(): Locator {
    return this.page.getByTestId('current-title');
  }

  get modal(): Locator {
    return this.page.locator('dialog.edit-modal[open]');
  }

  // The card check (no session).

  get checkHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Comprobación de carnet' });
  }

  get checkCard(): Locator {
    return this.page.locator('main');
  }

  get checkName(): Locator {
    return this.page.getByTestId('card-check-name');
  }

  get checkFee(): Locator {
    return this.page.getByTestId('card-check-fee');
  }
}
