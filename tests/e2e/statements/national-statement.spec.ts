import { expect, test } from '../support/fixtures';
import { StatementsPage } from '../pom/StatementsPage';
import { ADMIN, demoToken, signInAs } from '../support/demo';
import { norma43 } from '../../integration/statements/statements-support';
import { type APIRequestContext } from '@playwright/test';

// Issue 30's reconciling journey: the national administrator imports the federation's account
// statement; a credit quoting a settlement's reference pays it on import, another (no reference)
// is matched by hand to the settlement whose amount it carries.

type Charge = { id: number; amountCents: number; reference: string; status: string };

async function ask<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
  const token = await demoToken(request, ADMIN.mail);
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** Two settlements owed to the federation, made from the demo's unsettled national shares (the last ones offered). */
async function twoSettlements(request: APIRequestContext): Promise<Charge[]> {
  const made: Charge[] = [];
  const thisYear = new Date().getFullYear();
  for (const year of [thisYear - 2, thisYear - 3, thisYear - 1, thisYear - 4]) {
    const { settlements } = await ask<{ settlements: { associationId: number; pendingCents: number }[] }>(
      request,
      'query ($year: Int!) { settlements(year: $year) { associationId pendingCents } }',
      { year },
    );
    for (const s of settlements.filter((s) => s.pendingCents > 0).reverse()) {
      if (made.length === 2) return made;
      const { createSettlement } = await ask<{ createSettlement: Charge }>(
        request,
        'mutation ($a: Int!, $y: Int!) { createSettlement(associationId: $a, year: $y) { id amountCents reference status } }',
        { a: s.associationId, y: year },
      );
      made.push(createSettlement);
    }
  }
  expect(made).toHaveLength(2);
  return made;
}

test('the national administrator imports a statement; one line pays on import, another by hand', async ({
  page,
}) => {
  const [quoted, unquoted] = await twoSettlements(page.request);
  expect(quoted.amountCents).not.toBe(unquoted.amountCents);
  const file = norma43([
    { credit: true, cents: quoted.amountCents, concept: `LIQUIDACION ${quoted.reference}` },
    { credit: true, cents: unquoted.amountCents, concept: 'TRANSFERENCIA ASOCIACION' },
    { credit: false, cents: 350, concept: 'COMISION MANTENIMIENTO' },
  ]);

  const statements = new StatementsPage(page);
  await signInAs(page, ADMIN.mail, { at: statements.url() });
  await statements.expectOpen();
  await statements.importFile('extracto.n43', file);
  await expect(statements.dialog).toContainText(
    'Extracto importado: 3 movimientos. Conciliados con cargos: 1.',
  );
  // A success message closes itself; the screen behind it takes input once it has.
  await expect(statements.dialog).toHaveCount(0);

  // The one left is the credit without reference, on line 4 of the file (11, 22+23, 22+23...).
  await expect(statements.lines.getByRole('heading')).toContainText('Movimientos del extracto');
  await expect(statements.lineRow('TRANSFERENCIA ASOCIACION')).toBeVisible();
  await expect(statements.lineRow(quoted.reference)).toHaveCount(0);
  await statements.matchByHand(4, unquoted.reference);
  await expect(statements.dialog).toContainText(`Movimiento conciliado con el cargo ${unquoted.reference}.`);
  await expect(statements.dialog).toHaveCount(0);
  await expect(statements.lineRow('TRANSFERENCIA ASOCIACION')).toHaveCount(0);

  await statements.showState('Conciliados');
  await expect(statements.lineRow(quoted.reference)).toBeVisible();
  await expect(statements.lineRow('TRANSFERENCIA ASOCIACION')).toBeVisible();
  await statements.showState('Descartados');
  await expect(statements.lineRow('COMISION MANTENIMIENTO')).toBeVisible();

  for (const charge of [quoted, unquoted]) {
    const { charge: now } = await ask<{ charge: { status: string } }>(
      page.request,
      'query ($id: Int!) { charge(id: $id) { status } }',
      { id: charge.id },
    );
    expect(now.status).toBe('PAID');
  }
});
