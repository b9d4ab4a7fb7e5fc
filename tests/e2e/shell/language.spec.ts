import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { catalogueKeys, catalogues, translate } from '@federa/schema/i18n';
import { AppShell } from '../pom/AppShell';
import { ADMIN, signInAs } from '../support/demo';

/**
 * The Spanish catalogue texts that read differently in `lang`: plain texts whole, and templates
 * by the fixed words before their first placeholder ('Filtrado por:', 'Añadir nuevo dojo a:').
 */
function spanishOnly(lang: 'en' | 'fr') {
  const pairs = catalogueKeys(catalogues.es).map((key) => [translate('es', key), translate(lang, key)]);
  const differing = pairs.filter(([es, other]) => es !== other);
  return {
    texts: differing.filter(([es]) => !es.includes('{{') && es.length > 3).map(([es]) => es),
    prefixes: differing
      .map(([es]) => es.split('{{')[0].trim())
      .filter((prefix, i) => differing[i][0].includes('{{') && prefix.length > 5),
  };
}

/** Visible lines of text, and the names, hints and titles that assistive technology reads. */
async function shownTexts(page: Page): Promise<{ lines: string[]; attributes: string[] }> {
  const lines = (await page.evaluate<string>('document.body.innerText')).split('\n').map((l) => l.trim());
  const attributes = await page.evaluate<string[]>(
    `[...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name)).filter(Boolean))`,
  );
  return { lines: lines.filter(Boolean), attributes: attributes.map((a) => a.trim()) };
}

/** Waits until no text on the screen is Spanish (the parts that load on their own included). */
async function expectNoSpanish(page: Page, lang: 'en' | 'fr') {
  const { texts, prefixes } = spanishOnly(lang);
  await expect
    .poll(async () => {
      const { lines, attributes } = await shownTexts(page);
      return [...lines, ...attributes].filter(
        (line) => texts.includes(line) || prefixes.some((prefix) => line.startsWith(prefix)),
      );
    })
    .toEqual([]);
}

for (const lang of ['en', 'fr'] as const) {
  test(`switching to ${lang.toUpperCase()} keeps the screen and changes every visible text`, async ({
    page,
  }) => {
    await signInAs(page, ADMIN.mail);
    const shell = new AppShell(page);
    await shell.go('Asociaciones');
    await expect(page).toHaveURL('/es/app/asociaciones');
    await shell.openMenuIfCollapsed();
    await expect.poll(async () => (await shownTexts(page)).lines).toContain('Asociaciones');
    // The first row's name once the list has loaded (aria-busy gone), not a row of the moment before.
    await expect(page.locator('table.data-table:not([aria-busy]) tbody tr td').first()).toBeVisible();
    const firstName = await page.locator('table.data-table tbody tr td').first().innerText();

    await shell.languageLink(lang).click();
    await expect(page).toHaveURL(`/${lang}/app/asociaciones`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('#list-title')).toHaveText(translate(lang, 'web.associations.title'));
    await shell.openMenuIfCollapsed();
    await expectNoSpanish(page, lang);
    // The same list is shown: the data does not change with the language.
    await expect(page.locator('table.data-table tbody tr td').first()).toHaveText(firstName);

    // A filtered list fills templates: its header, add button and filter indicator.
    await page.goto(`/${lang}/app/dojos/asoc_1`);
    await expect(page.locator('.filter-chip')).toBeVisible();
    await expect(page.locator('table.data-table tbody tr').first()).toBeVisible();
    await expectNoSpanish(page, lang);

    // And a form with its errors.
    await page.keyboard.press('Alt+n');
    await page.locator('dialog[open] button[type="submit"]').click();
    await expect(page.locator('dialog[open] .field-error').first()).toBeVisible();
    await expectNoSpanish(page, lang);
  });
}
