import { expect, test, type Page } from '@playwright/test';
import { catalogueKeys, catalogues, translate } from '../../../schema/i18n';
import { AppShell } from '../pom/AppShell';
import { ADMIN, signInAs } from '../support/demo';

/**
 * Every Spanish text of the catalogue that reads differently in `lang` (plain texts only:
 * templates are checked through the screens that fill them).
 */
function spanishOnly(lang: 'en' | 'fr'): string[] {
  return catalogueKeys(catalogues.es)
    .map((key) => [translate('es', key), translate(lang, key)])
    .filter(([es, other]) => es !== other && !es.includes('{{') && es.length > 3)
    .map(([es]) => es);
}

async function visibleText(page: Page): Promise<string> {
  return page.evaluate<string>('document.body.innerText');
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
    expect(await visibleText(page)).toContain('Asociaciones');
    const firstName = await page.locator('table.data-table tbody tr td').first().innerText();

    await shell.languageLink(lang).click();
    await expect(page).toHaveURL(`/${lang}/app/asociaciones`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('#list-title')).toHaveText(translate(lang, 'web.associations.title'));
    await shell.openMenuIfCollapsed();
    const after = await visibleText(page);
    const left = spanishOnly(lang).filter((text) => after.split('\n').some((line) => line.trim() === text));
    expect(left).toEqual([]);
    // The same list is shown: the data does not change with the language.
    await expect(page.locator('table.data-table tbody tr td').first()).toHaveText(firstName);
  });
}
