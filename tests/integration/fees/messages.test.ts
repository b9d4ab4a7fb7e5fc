import { openWorld } from '../../support/world';
import fs from 'node:fs';
import path from 'node:path';
import type { TestServer } from '../../support/test-server';
import {
  ES,
  TRANSPORTS,
  batchAt,
  feeApi,
  newMember,
  type Outcome,
  type Places,
  type Role,
} from './fees-support';

// Every message of part 2 §5 and §8 that the fee calls answer, in the caller's language: `lang`
// on REST, Accept-Language on GraphQL. Spanish is the spec's, word for word; English and French
// are the catalogue's, which must differ from the Spanish (a server answering Spanish to everyone
// fails here).

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
});
afterAll(() => t.close());

const LANGS = ['es', 'en', 'fr'] as const;
type Lang = (typeof LANGS)[number];
const catalogue = (lang: Lang): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../schema/i18n', `${lang}.json`), 'utf8')).fees;

const KEYS = [
  'yearRequired',
  'membersRequired',
  'alreadyValidated',
  'deleteFailed',
  'deleted',
  'validateFailed',
  'validated',
  'unvalidated',
  'mixedStates',
  'mixedYears',
] as const;

it('the Spanish catalogue holds the messages of the spec word for word, and en and fr their own', () => {
  const [es, en, fr] = LANGS.map(catalogue);
  for (const key of KEYS) {
    expect({ key, text: es[key] }).toEqual({ key, text: ES[key] });
    expect(en[key]).not.toBe(es[key]);
    expect(fr[key]).not.toBe(es[key]);
  }
});

describe.each(TRANSPORTS)('over %s', (transport) => {
  it.each(LANGS)('answers the fee messages in %s', async (lang) => {
    const text = catalogue(lang);
    const as = (role: Role) => feeApi(t, transport, tokens[role], lang);
    const seen: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    const note = (name: string, outcome: unknown, wanted: unknown) => {
      seen[name] = outcome;
      expected[name] = wanted;
    };

    const missing = await as('dojo').add({ selec: [] });
    note('required fields', messagesOf(missing), [text.yearRequired, text.membersRequired].sort());

    const validated = await batchAt(t, where.dojo1, 2017, 1);
    const refusedDelete = await as('dojo').del(validated);
    note(
      'delete refused',
      [refusedDelete.message, refusedDelete.title],
      [text.alreadyValidated, text.deleteFailed],
    );

    const open = await batchAt(t, where.dojo1, 2017, 0, [(await newMember(t, where.dojo1)).id]);
    note('deleted', (await as('dojo').del(open)).value, text.deleted);

    const mixedStates = await as('dojo').validate(
      [validated, await batchAt(t, where.dojo1, 2017, 0)],
      true,
      1,
    );
    note('mixed states', [mixedStates.message, mixedStates.title], [text.mixedStates, text.validateFailed]);

    const years = [await batchAt(t, where.dojo1, 2017, 0), await batchAt(t, where.dojo1, 2018, 0)];
    const mixedYears = await as('dojo').validate(years, true, 1);
    note('mixed years', [mixedYears.message, mixedYears.title], [text.mixedYears, text.validateFailed]);

    // Undoing a batch nobody validated: the refusal is titled as the undo it answers.
    const unvalidated = await batchAt(t, where.dojo1, 2017, 0);
    const undo = await as('dojo').validate([unvalidated], false, 1);
    note('undo refused', [undo.message, undo.title], [text.notAtLevel, text.unvalidateFailed]);

    if (transport === 'rest') {
      // The success messages travel only on REST; GraphQL answers the changed batches.
      const id = await batchAt(t, where.dojo1, 2017, 0);
      note('validated', (await as('dojo').validate([id], true, 1)).value, text.validated);
      note('unvalidated', (await as('dojo').validate([id], false, 1)).value, text.unvalidated);
    }
    expect(seen).toEqual(expected);
  });
});

/** The field messages of a refusal, sorted. */
const messagesOf = (outcome: Outcome) => (outcome.fields ?? []).map((f) => f.message).sort();
