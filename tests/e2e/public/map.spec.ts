import { expect, test } from '../support/fixtures';
import { PublicPage } from '../pom/PublicPage';

test('the map goes from countries, each marker saying its dojos, to a province and back, with the Canary inset for Spain', async ({
  page,
  request,
}, testInfo) => {
  // Merged journeys (issue 28): several screens' worth of steps on a busy machine.
  test.slow();
  const { dojos } = await PublicPage.publicData(request);
  const inSpain = dojos.filter((d) => d.country === 'ES');
  const inMadrid = inSpain.filter((d) => d.province === '28');
  const inCanaries = inSpain.filter((d) => d.province === '35' || d.province === '38');
  expect(inMadrid.length).toBeGreaterThan(0);
  expect(inCanaries.length).toBeGreaterThan(0);

  const site = new PublicPage(page);
  await site.goto();
  await site.scrollTo('dojos');
  await expect(site.dojosHeading).toHaveText('Dojos en Europa');
  await site.expectDojos(dojos.length);

  // Screen readers read a marker's label: its count and noun agree ('Países Bajos: 1 dojo').
  const perCountry = new Map<string, number>();
  for (const dojo of dojos) perCountry.set(dojo.country, (perCountry.get(dojo.country) ?? 0) + 1);
  expect([...perCountry.values()]).toContain(1);
  await expect(site.countryMarker('España')).toBeVisible();
  const markers = site.map.locator('.map-marker--country');
  // Read until the map has drawn them (its markers render in a transition), never once.
  await expect
    .poll(async () => {
      const labels = await markers.evaluateAll((all) =>
        all.map((marker) => marker.getAttribute('aria-label') ?? ''),
      );
      return {
        wrong: labels.filter((label) => !/^.+: (1 dojo|(?!1 )\d+ dojos)$/.test(label)),
        several: labels.length > 1,
        oneDojo: labels.some((label) => label.endsWith(': 1 dojo')),
      };
    })
    .toEqual({ wrong: [], several: true, oneDojo: true });
  // The rest of the cards come 15 at a time.
  await page.getByRole('button', { name: `Ver ${Math.min(15, dojos.length - 15)} dojos más` }).click();
  await expect(site.dojoCards()).toHaveCount(Math.min(dojos.length, 30));
  const spain = site.countryMarker('España');
  await expect(spain).toHaveText(String(inSpain.length));
  await expect(site.backToFullView).toHaveCount(0);
  await expect(site.canaryInset).toHaveCount(0);

  await spain.click();
  await expect(site.dojosHeading).toHaveText('Dojos en España');
  await expect(site.map).toHaveAttribute('data-country', 'ES');
  await expect(site.map.locator('.map-marker--country')).toHaveCount(0);
  await site.expectDojos(inSpain.length);
  const madrid = site.marker(`Madrid: ${inMadrid.length} dojos`);
  await expect(madrid).toHaveAttribute('title', 'Madrid');
  await expect(site.canaryInset.locator('.map-marker')).not.toHaveCount(0);
  await page.waitForTimeout(600);
  // Kept in the test output (test-results/), passing or not: what the map looked like.
  const shot = testInfo.outputPath('map-of-spain.png');
  // In the middle of the window, clear of the sticky header.
  await site.map.evaluate((map) => map.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await site.map.screenshot({ path: shot });
  await testInfo.attach('map of Spain', { path: shot, contentType: 'image/png' });

  await madrid.click();
  await expect(site.dojosHeading).toHaveText('Dojos en Madrid, España');
  await expect(madrid).toHaveAttribute('aria-pressed', 'true');
  await site.expectDojos(inMadrid.length);
  await madrid.click();
  await expect(madrid).toHaveAttribute('aria-pressed', 'false');
  await expect(site.dojosHeading).toHaveText('Dojos en España');

  const canary = site.canaryInset.locator('.map-marker').first();
  const canaryProvince = (await canary.getAttribute('title'))!;
  await canary.click();
  await expect(site.dojosHeading).toHaveText(`Dojos en ${canaryProvince}, España`);
  await expect(site.dojoCards()).not.toHaveCount(0);

  await site.backToFullView.click();
  await expect(site.dojosHeading).toHaveText('Dojos en Europa');
  await expect(site.map).toHaveAttribute('data-country', '');
  await expect(site.countryMarker('España')).toBeVisible();
  await expect(site.canaryInset).toHaveCount(0);
  await site.expectDojos(dojos.length);
});

test('the map works from the keyboard, and the pickers filter the list without it', async ({
  page,
  request,
}) => {
  const { dojos } = await PublicPage.publicData(request);
  const inFrance = dojos.filter((d) => d.country === 'FR');
  const site = new PublicPage(page);
  await site.goto();
  await site.scrollTo('dojos');
  const france = site.countryMarker('Francia');
  await france.focus();
  await page.keyboard.press('Enter');
  await expect(site.dojosHeading).toHaveText('Dojos en Francia');
  await site.expectDojos(inFrance.length);
  await expect(page.getByText('Mostrando Francia.')).toBeAttached();
  // The same country again changes nothing.
  await page.getByLabel('País').selectOption('FR');
  await expect(site.dojosHeading).toHaveText('Dojos en Francia');

  await page.getByLabel('País').selectOption('ES');
  await expect(site.map).toHaveAttribute('data-country', 'ES');
  const barcelona = page.getByLabel('Provincia').locator('option', { hasText: /^Barcelona/ });
  await page.getByLabel('Provincia').selectOption((await barcelona.getAttribute('value'))!);
  await expect(site.dojosHeading).toHaveText('Dojos en Barcelona, España');
  await expect(site.marker(/^Barcelona:/)).toHaveAttribute('aria-pressed', 'true');
  // The list renders in a transition, after the heading: every card of it, once it is there.
  await expect(site.dojoCards().first()).toBeVisible();
  await expect(site.dojoCards().locator('.dojo-card-place').filter({ hasNotText: 'España' })).toHaveCount(0);
  await page.getByLabel('País').selectOption('');
  await expect(site.dojosHeading).toHaveText('Dojos en Europa');
});

test('dojo cards: logo or the default one, phone to call with its contact, links only when present', async ({
  page,
}) => {
  const site = new PublicPage(page);
  await site.goto();
  await site.scrollTo('dojos');
  await expect(site.dojoCards().first()).toBeVisible();
  const cards = await site.dojoCards().all();
  for (const card of cards.slice(0, 10)) {
    await expect(card.locator('img')).toHaveAttribute('src', /^\/dojo\/.+|^\/dojo-default\.svg$/);
    const phone = card.locator('a[href^="tel:"]');
    if (await phone.count()) await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/);
    for (const link of await card.locator('.dojo-card-links a').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  }
});
