import { catalogueKeys, catalogues, translate } from '@federa/schema/i18n';
import { LANGUAGES } from '@federa/schema/i18n/languages';
import { pluralBase } from '@federa/schema/i18n/plurals';
import { i18n, loadLanguage } from './i18n';

// The screens (i18next) and the server (translate) must put a count in the same form, in every
// language, for every counted text: a count the catalogue leaves to _other (Spanish and French
// 'many', a million and up) included, which i18next alone would show as the bare key.
const COUNTS = [0, 1, 2, 21, 1_000_000];
const counted = [
  ...new Set(
    catalogueKeys(catalogues.es)
      .map(pluralBase)
      .filter((base): base is string => base !== null),
  ),
];

beforeAll(async () => {
  await Promise.all(LANGUAGES.map(loadLanguage));
});

it.each(LANGUAGES)('%s: the screens and the server agree on every counted text', (lang) => {
  expect(counted.length).toBeGreaterThan(20);
  for (const key of counted)
    for (const count of COUNTS)
      expect({ key, count, text: i18n.t(key, { lng: lang, count }) }).toEqual({
        key,
        count,
        text: translate(lang, key, { count }),
      });
});

it("labels a map's country with one dojo in the singular, as screen readers read it", () => {
  const label = (lng: string, count: number) =>
    i18n.t('web.public.map.countryMarker', { lng, country: 'Países Bajos', count });
  expect(label('es', 1)).toBe('Países Bajos: 1 dojo');
  expect(label('es', 3)).toBe('Países Bajos: 3 dojos');
  expect(label('fr', 0)).toBe('Países Bajos : 0 dojo');
  expect(label('en', 1)).toBe('Países Bajos: 1 dojo');
});
