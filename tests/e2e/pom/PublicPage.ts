import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type PublicDojoRow = { id: number; name: string; country: string; province: string };
export type PublicCourseRow = { id: number; title: string };

/** The public landing page of /{lang} (part 3 §2), as a visitor reads it. */
export class PublicPage {
  constructor(
    readonly page: Page,
    readonly lang: 'es' | 'en' | 'fr' = 'es',
  ) {}

  /**
   * Opens the landing page and waits for React to have taken it over: the page shows before its
   * scripts run, and its buttons answer only after. The events, which only the script fetches,
   * say so.
   */
  async goto() {
    await this.page.goto(`/${this.lang}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.page.locator('.event-card, .events-none').first()).toBeVisible();
  }

  navLink(name: string): Locator {
    return this.page.locator('#site-nav-links').getByRole('link', { name, exact: true });
  }

  get menuToggle(): Locator {
    return this.page.locator('.site-nav-toggle');
  }

  get languageButton(): Locator {
    return this.page.locator('.lang-menu-button');
  }

  get languageList(): Locator {
    return this.page.locator('.lang-menu-list');
  }

  get events(): Locator {
    return this.page.locator('#eventos');
  }

  eventCards(): Locator {
    return this.events.locator('.event-card');
  }

  /**
   * The words of the shown event titles that the browser breaks across two lines (a range over a
   * word has one box per line it sits on). An expression: the tests are not compiled with the DOM.
   */
  brokenTitleWords(): Promise<string[]> {
    return this.page.evaluate<string[]>(`[...document.querySelectorAll('#eventos .event-card-title')]
      .filter((title) => title.checkVisibility())
      .flatMap((title) =>
        [...title.textContent.matchAll(/\\S+/g)]
          .filter((word) => {
            const range = document.createRange();
            range.setStart(title.firstChild, word.index);
            range.setEnd(title.firstChild, word.index + word[0].length);
            return range.getClientRects().length > 1;
          })
          .map((word) => word[0]),
      )`);
  }

  get showcaseTitle(): Locator {
    return this.page.locator('#events-showcase h3');
  }

  get dojosHeading(): Locator {
    return this.page.locator('#dojos-title');
  }

  dojoCards(): Locator {
    return this.page.locator('.dojo-card');
  }

  /** The list says how many dojos the place has and shows the first 15 cards of them. */
  async expectDojos(count: number) {
    await expect(this.page.locator('.dojo-count')).toHaveText(count === 1 ? '1 dojo' : `${count} dojos`);
    await expect(this.dojoCards()).toHaveCount(Math.min(count, 15));
  }

  get map(): Locator {
    return this.page.locator('.dojo-map');
  }

  countryMarker(country: string): Locator {
    return this.map.locator(`.map-marker--country[title="${country}"]`);
  }

  marker(label: RegExp | string): Locator {
    return this.map.getByRole('button', { name: label });
  }

  get backToFullView(): Locator {
    return this.page.getByRole('button', { name: 'Volver a vista completa' });
  }

  get canaryInset(): Locator {
    return this.page.getByRole('group', { name: 'Islas Canarias' });
  }

  async scrollTo(id: string) {
    await this.page
      .locator(`#${id}`)
      .evaluate((section) => section.scrollIntoView({ behavior: 'instant', block: 'start' }));
  }

  /** The public lists as the API gives them to anyone (no session). */
  static async publicData(request: APIRequestContext) {
    const response = await request.post('/graphql', {
      data: {
        query:
          '{ publicCourses(page: { limit: 15 }) { items { id title } } publicDojos { id name country province } }',
      },
    });
    const body = (await response.json()) as {
      data: { publicCourses: { items: PublicCourseRow[] }; publicDojos: PublicDojoRow[] };
    };
    return { courses: body.data.publicCourses.items, dojos: body.data.publicDojos };
  }
}
