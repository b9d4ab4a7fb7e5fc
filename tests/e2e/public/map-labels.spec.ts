import { expect, test } from '../support/fixtures';
import { PublicPage } from '../pom/PublicPage';

// Screen readers read a marker's label: its count and noun agree ('Países Bajos: 1 dojo').
test("the map's country markers say '1 dojo' and 'n dojos'", async ({ page, request }) => {
  const { dojos } = await PublicPage.publicData(request);
  const perCountry = new Map<string, number>();
  for (const dojo of dojos) perCountry.set(dojo.country, (perCountry.get(dojo.country) ?? 0) + 1);
  // A country with one dojo: the demo has one (Países Bajos), which read '1 dojos'.
  expect([...perCountry.values()]).toContain(1);

  const site = new PublicPage(page);
  await site.goto();
  await site.scrollTo('dojos');
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
});
