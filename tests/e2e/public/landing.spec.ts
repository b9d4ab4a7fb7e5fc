import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { PublicPage } from '../pom/PublicPage';

test('the link of the section in the top half is active, and a click wins for 300 ms', async ({ page }) => {
  const site = new PublicPage(page);
  await site.goto();
  await expect(site.eventCards().first()).toBeVisible();
  await expect(site.dojoCards().first()).toBeVisible();
  await site.scrollTo('publicaciones');
  await expect(site.navLink('Publicaciones')).toHaveAttribute('aria-current', 'location');
  await site.scrollTo('dojos');
  await expect(site.navLink('Dojos')).toHaveAttribute('aria-current', 'location');
  await expect(site.navLink('Publicaciones')).not.toHaveAttribute('aria-current');

  // A click on 'Contacto' and, in the same moment, the page back at the events: the click holds.
  await page.evaluate(`
    document.querySelector('#site-nav-links a[href="#contacto"]').click();
    document.getElementById('eventos').scrollIntoView({ behavior: 'instant', block: 'start' });
  `);
  await expect(site.navLink('Contacto')).toHaveAttribute('aria-current', 'location');
  await page.waitForTimeout(100);
  await expect(site.navLink('Contacto')).toHaveAttribute('aria-current', 'location');
  // Once the 300 ms are over, the scroll decides again.
  await page.waitForTimeout(400);
  await site.scrollTo('nuestra-historia');
  await expect(site.navLink('Nuestra historia')).toHaveAttribute('aria-current', 'location');
  await expect(page).toHaveURL(/\/es#contacto$/);
});

test('the slider shows three events around the selected one, with its showcase', async ({
  page,
  request,
}) => {
  const { courses } = await PublicPage.publicData(request);
  expect(courses.length).toBeGreaterThanOrEqual(4);
  const site = new PublicPage(page);
  await site.goto();
  const previous = page.getByRole('button', { name: 'Evento anterior' });
  const next = page.getByRole('button', { name: 'Evento siguiente' });
  const titles = site.eventCards().locator('.event-card-title');

  await expect(site.eventCards()).toHaveCount(3);
  await expect(titles).toHaveText(courses.slice(0, 3).map((c) => c.title));
  await expect(previous).toBeDisabled();
  await expect(site.showcaseTitle).toHaveText(courses[0]!.title);
  await expect(site.eventCards().first().locator('.event-card-date')).toHaveText(/^\d{2} [A-ZÁÉÍÓÚ]{3,4}/);

  await site.eventCards().nth(2).click();
  await expect(site.showcaseTitle).toHaveText(courses[2]!.title);
  // The selected card moves to the middle.
  await expect(titles).toHaveText(courses.slice(1, 4).map((c) => c.title));
  await expect(site.eventCards().nth(1)).toHaveAttribute('aria-pressed', 'true');

  // No title breaks inside a word, whichever three are shown.
  while (await next.isEnabled()) {
    await expect.poll(() => site.brokenTitleWords()).toEqual([]);
    await next.click();
  }
  const last = courses.length - 1;
  await expect(site.showcaseTitle).toHaveText(courses[last]!.title);
  await expect(titles).toHaveText(courses.slice(last - 2).map((c) => c.title));
  await expect(site.eventCards().nth(2)).toHaveAttribute('aria-pressed', 'true');
  await previous.click();
  await expect(site.showcaseTitle).toHaveText(courses[last - 1]!.title);
  await expect(next).toBeEnabled();
});

test('the language menu closes on a click outside it and switches the language', async ({ page }) => {
  const site = new PublicPage(page);
  await site.goto();
  await site.languageButton.click();
  await expect(site.languageList).toBeVisible();
  await page.locator('#site-title').click();
  await expect(site.languageList).toBeHidden();

  await site.languageButton.click();
  await site.languageList.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Federation of Aikido Cultural Associations',
  );
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/app');
});

test('a translation holding a script or an event handler runs nothing', async ({ page }) => {
  // The English texts as a hostile translator might have written them.
  await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      'The federation was born',
      '<img src=x onerror=window.__hostile=1><script>window.__hostile=2<\\/script>The federation was born',
    );
    expect(body).toContain('window.__hostile=1');
    await route.fulfill({ response, body });
  });
  await page.goto('/en');
  const history = page.locator('#nuestra-historia');
  await expect(history).toContainText('The federation was born');
  await expect(history.locator('img, script')).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect.poll(() => page.evaluate('window.__hostile')).toBeUndefined();
});

test('the landing page has no serious accessibility violations', async ({ page }) => {
  const site = new PublicPage(page);
  await site.goto();
  await expect(site.eventCards().first()).toBeVisible();
  await site.scrollTo('dojos');
  await expect(site.map.locator('.map-marker').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'landing page');
  await expect(page.locator('#politica-privacidad h2')).toHaveText('Política de privacidad');
  await page.locator('.site-footer').getByRole('link', { name: 'Aviso legal' }).click();
  await expect(page).toHaveURL(/#aviso-legal$/);
});

test('the page is there before any script runs, and React takes it over without a mismatch', async ({
  browser,
  baseURL,
  request,
}) => {
  const still = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await still.newPage();
  await bare.goto('/en');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(
    'Federation of Aikido Cultural Associations',
  );
  await expect(bare.locator('#nuestra-historia')).toContainText('The federation was born');
  await expect(bare.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/app');
  await expect(bare).toHaveTitle('Federation of Aikido Cultural Associations: courses, dojos and contact');

  // The events and the dojos, from the server (issue 27.2): what people come for, not 'Loading…'.
  // The server reads its lists once a minute: the API's answer may be newer, so the page's cards
  // are checked against it by name, not one for one.
  const { courses, dojos } = await PublicPage.publicData(request);
  const events = bare.locator('#eventos .server-event');
  await expect(events.first()).toBeVisible();
  expect(courses.map((course) => course.title)).toContain(await events.first().locator('h3').textContent());
  await expect(bare.locator('#eventos')).not.toContainText('Loading');
  const cards = bare.locator('#dojos .server-dojo');
  await expect(cards).toHaveCount(15);
  expect(dojos.map((dojo) => dojo.name)).toContain(await cards.first().locator('h3').textContent());
  await expect(bare.locator('#dojos')).not.toContainText('Loading');
  const total = Number(/\d+/.exec((await bare.locator('.server-dojo-count').textContent())!)![0]);
  expect(total).toBeGreaterThan(15);
  await bare.getByRole('link', { name: `See all ${total} dojos` }).click();
  await expect(bare).toHaveURL(/\/en\?dojos=todos#dojos$/);
  await expect(cards).toHaveCount(total);
  // The footer's year is this year's, not the one the page was built in (issue 27.9).
  await expect(bare.locator('.site-copyright')).toHaveText(
    `© ${new Date().getFullYear()} Federation of Aikido Cultural Associations`,
  );
  await still.close();

  const live = await browser.newContext({ baseURL });
  const page = await live.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/fr');
  await expect(page.locator('.event-card').first()).toBeVisible();
  // The scripts' lists have taken the place of the server's.
  await expect(page.locator('.server-list')).toHaveCount(0);
  await expect(page.locator('.dojo-card').first()).toBeVisible();
  await expect(page.locator('.site-copyright')).toContainText(`© ${new Date().getFullYear()} `);
  // Hydrated: the menu answers.
  await page.locator('.lang-menu-button').click();
  await expect(page.locator('.lang-menu-list')).toBeVisible();
  expect(errors).toEqual([]);
  await live.close();
});

test('until the scripts’ own lists arrive, the server’s stay on screen, taken over as they are', async ({
  page,
}) => {
  // The lists' request never answers: React takes the page over all the same.
  await page.route('**/graphql', () => undefined);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/es');
  // Hydrated when the menu answers (a click before it does nothing).
  await expect(async () => {
    await page.locator('.lang-menu-button').click();
    await expect(page.locator('.lang-menu-list')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.locator('#eventos .server-event').first()).toBeVisible();
  await expect(page.locator('#dojos .server-dojo')).toHaveCount(15);
  await expect(page.locator('main')).not.toContainText('Cargando');
  expect(errors).toEqual([]);
});
