import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { AppShell } from '../pom/AppShell';
import { ValidationsPage, type InboxKind } from '../pom/ValidationsPage';
import { ADMIN, ASSOCIATION_ADMIN, MEMBER, demoToken, signInAs } from '../support/demo';

type Warnings = { fees: number; grades: number; courses: number };

async function warnings(page: Page, mail: string): Promise<Warnings> {
  const answer = await page.request.post('/graphql', {
    data: { query: '{ warnings { fees grades courses } }' },
    headers: { authorization: `Bearer ${await demoToken(page.request, mail)}` },
  });
  return ((await answer.json()) as { data: { warnings: Warnings } }).data.warnings;
}

const KINDS: Record<InboxKind, string> = {
  Remesas: 'FEE_BATCH',
  Grados: 'GRADE',
  Títulos: 'TITLE',
  Cursos: 'COURSE',
};

/** How many rows of each kind wait for the caller, as the server counts them. */
async function kindTotals(page: Page, mail: string): Promise<Record<InboxKind, number>> {
  const token = await demoToken(page.request, mail);
  const entries = await Promise.all(
    Object.entries(KINDS).map(async ([kind, value]) => {
      const answer = await page.request.post('/graphql', {
        data: { query: `{ validationInbox(kind: ${value}) { total } }` },
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await answer.json()) as { data: { validationInbox: { total: number } } };
      return [kind, body.data.validationInbox.total] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<InboxKind, number>;
}

/** The route and the highlighted row id each kind's screen shows for an inbox row of id `id`. */
const OPENS: Record<InboxKind, (id: number) => { url: RegExp; rowId: number }> = {
  Remesas: (id) => ({ url: new RegExp(`/es/app/cuotas/${id}$`), rowId: id }),
  Grados: (id) => ({ url: new RegExp(`/es/app/grados/${id}$`), rowId: id }),
  // A title's row is keyed by its negated id in the grades list (a grade may share its id).
  Títulos: (id) => ({ url: new RegExp(`/es/app/grados/${id}\\?tipo=titulo$`), rowId: -id }),
  Cursos: (id) => ({ url: new RegExp(`/es/app/cursos/${id}$`), rowId: id }),
};

/** Opens the first row of a kind and checks its screen shows that row highlighted. */
async function opensFirst(page: Page, inbox: ValidationsPage, kind: InboxKind) {
  await inbox.goto();
  await inbox.filter(kind);
  await expect(inbox.rows.first().locator('td[data-label="Tipo"]')).toHaveText(kind);
  const link = inbox.rowLink(inbox.rows.first());
  const href = (await link.getAttribute('href'))!;
  const id = Number(/\/(\d+)(\?|$)/.exec(href)![1]);
  await link.click();
  const { url, rowId } = OPENS[kind](id);
  await expect(page).toHaveURL(url);
  await expect(inbox.highlightedRow).toHaveAttribute('data-row-id', String(rowId));
}

test('the national administrator’s inbox counts as the badges and opens each kind positioned on its row', async ({
  page,
}) => {
  await signInAs(page, ADMIN.mail);
  const shell = new AppShell(page);
  const inbox = new ValidationsPage(page);
  const counts = await warnings(page, ADMIN.mail);
  expect(counts.grades).toBeGreaterThan(0);
  await shell.expectBadges({ Validaciones: counts.fees + counts.grades + counts.courses });

  await shell.go('Validaciones');
  await expect(inbox.heading).toHaveText('Validaciones');
  await inbox.expectCount('fees', counts.fees);
  await inbox.expectCount('grades', counts.grades);
  await inbox.expectCount('courses', counts.courses);
  await expect(inbox.summary).toContainText(`de ${counts.fees + counts.grades + counts.courses}`);
  await expectNoSeriousViolations(page, 'validations inbox');

  // Every kind opens its screen on the row (the demo has rows of all four for this caller).
  const totals = await kindTotals(page, ADMIN.mail);
  for (const kind of ['Grados', 'Títulos', 'Cursos', 'Remesas'] as const) {
    expect(totals[kind], kind).toBeGreaterThan(0);
    await opensFirst(page, inbox, kind);
  }
});

test('the association administrator’s inbox holds the fee batches waiting for them', async ({ page }) => {
  const inbox = new ValidationsPage(page);
  await signInAs(page, ASSOCIATION_ADMIN.mail, { at: inbox.url });
  const counts = await warnings(page, ASSOCIATION_ADMIN.mail);
  expect(counts.fees).toBeGreaterThan(0);
  await inbox.expectOpen();
  await inbox.expectCount('fees', counts.fees);
  await inbox.expectCount('grades', counts.grades);
  await inbox.expectCount('courses', counts.courses);
  await opensFirst(page, inbox, 'Remesas');
});

test('a plain member has no inbox, and sent to it or to the fee batches lands on the home', async ({
  page,
}) => {
  await signInAs(page, MEMBER.mail);
  await new AppShell(page).expectEntry('Validaciones', false);
  await page.goto('/es/app/validaciones');
  await expect(page).toHaveURL('/es/app/inicio');
  await page.goto('/es/app/cuotas');
  await expect(page).toHaveURL('/es/app/inicio');
});
