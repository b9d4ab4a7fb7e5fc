import { openWorld } from '../../support/world';
import { allPastTheirChecks } from '../../support/held-write';
import type { TestServer } from '../../support/test-server';
import {
  ES,
  LEVEL_OF,
  ROLES,
  TRANSPORTS,
  batchAt,
  feeApi,
  stateOf,
  type Places,
  type Role,
} from './fees-support';

// Part 2 §4 and §6: three levels, each validated by its own role in its own place, in order, and
// undone only by that level while the one above has not validated. Every case is checked against
// the stored state, so that a refusal that still wrote, or a success that did not, both fail.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
});
afterAll(() => t.close());

const api = (role: Role, transport: 'rest' | 'graphql' = 'rest') => feeApi(t, transport, tokens[role]);

describe.each(TRANSPORTS)('each level over %s', (transport) => {
  // Every role, level, direction and starting state: allowed exactly when the role holds the level
  // over dojo 1 and the batch stands where that step starts.
  const cases = ROLES.flatMap((role) =>
    [1, 2, 3].flatMap((level) =>
      [true, false].flatMap((valida) => [0, 1, 2, 3].map((state) => ({ role, level, valida, state }))),
    ),
  );
  it('validates and undoes only its own level, in order, as the role table says', async () => {
    const wrong: string[] = [];
    for (const { role, level, valida, state } of cases) {
      const id = await batchAt(t, where.dojo1, 2005, state);
      const answer = await api(role, transport).validate([id], valida, level);
      const allowed = LEVEL_OF[role] === level && state === (valida ? level - 1 : level);
      const after = await stateOf(t, id);
      const expectedState = allowed ? (valida ? level : level - 1) : state;
      if (answer.ok !== allowed || after !== expectedState) {
        wrong.push(`${role} ${valida ? 'validate' : 'undo'} ${level} at state ${state}: ${answer.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the success message (REST) or the changed batches (GraphQL)', async () => {
    const id = await batchAt(t, where.dojo1, 2005, 0);
    const done = await api('dojo', transport).validate([id], true, 1);
    const undone = await api('dojo', transport).validate([id], false, 1);
    if (transport === 'rest') {
      expect(done).toEqual({ ok: true, value: ES.validated });
      expect(undone).toEqual({ ok: true, value: ES.unvalidated });
    } else {
      expect(done).toEqual({ ok: true, value: [id] });
      expect(undone).toEqual({ ok: true, value: [id] });
    }
  });

  it('refuses level 2 before level 1, with its reason under the validation title', async () => {
    const id = await batchAt(t, where.dojo1, 2005, 0);
    expect(await api('asoc', transport).validate([id], true, 2)).toMatchObject({
      ok: false,
      message: ES.previousLevelMissing,
      title: ES.validateFailed,
    });
    expect(await stateOf(t, id)).toBe(0);
  });

  it('refuses undoing level 1 once level 2 validated, and level 2 once level 3 did, under the undo title', async () => {
    const two = await batchAt(t, where.dojo1, 2005, 2);
    expect(await api('dojo', transport).validate([two], false, 1)).toMatchObject({
      ok: false,
      message: ES.nextLevelValidated,
      title: ES.unvalidateFailed,
    });
    const three = await batchAt(t, where.dojo1, 2005, 3);
    expect(await api('asoc', transport).validate([three], false, 2)).toMatchObject({
      ok: false,
      message: ES.nextLevelValidated,
      title: ES.unvalidateFailed,
    });
    expect([await stateOf(t, two), await stateOf(t, three)]).toEqual([2, 3]);
  });

  it('refuses undoing a batch nobody validated, titled as an undo rather than a validation', async () => {
    const open = await batchAt(t, where.dojo1, 2005, 0);
    expect(await api('dojo', transport).validate([open], false, 1)).toMatchObject({
      ok: false,
      message: ES.notAtLevel,
      title: ES.unvalidateFailed,
    });
    expect(await stateOf(t, open)).toBe(0);
  });

  it("refuses a level the caller does not hold, even when the batch's order allows it", async () => {
    const one = await batchAt(t, where.dojo1, 2005, 1);
    expect(await api('dojo', transport).validate([one], true, 2)).toMatchObject({
      ok: false,
      message: ES.levelNotYours,
      title: ES.validateFailed,
    });
    expect(await stateOf(t, one)).toBe(1);
  });

  it('acts only in its own dojo or association; the national administrator everywhere', async () => {
    const otherDojo = await batchAt(t, where.sameAsocDojo, 2005, 0);
    expect((await api('dojo', transport).validate([otherDojo], true, 1)).ok).toBe(false);
    const otherAsoc = await batchAt(t, where.otherAsocDojo, 2005, 1);
    expect((await api('asoc', transport).validate([otherAsoc], true, 2)).ok).toBe(false);
    expect([await stateOf(t, otherDojo), await stateOf(t, otherAsoc)]).toEqual([0, 1]);
    // The association administrator does validate another dojo of their association.
    const sameAsoc = await batchAt(t, where.sameAsocDojo, 2005, 1);
    expect((await api('asoc', transport).validate([sameAsoc], true, 2)).ok).toBe(true);
    const farAway = await batchAt(t, where.otherAsocDojo, 2005, 2);
    expect((await api('admin', transport).validate([farAway], true, 3)).ok).toBe(true);
    expect([await stateOf(t, sameAsoc), await stateOf(t, farAway)]).toEqual([2, 3]);
  });

  it('refuses a level outside 1 to 3 on nivel / level', async () => {
    const id = await batchAt(t, where.dojo1, 2005, 0);
    for (const nivel of [0, 4]) {
      const answer = await api('admin', transport).validate([id], true, nivel);
      expect(answer).toMatchObject({ ok: false, message: 'El nivel de validación no es válido.' });
      if (transport === 'rest') expect(answer.fields?.map((f) => f.field)).toEqual(['nivel']);
    }
    expect(await stateOf(t, id)).toBe(0);
  });
});

describe('valNiv / desValNiv (levelToValidate / levelToUndo)', () => {
  // What each role may do next to a dojo 1 batch at each state: [valNiv, desValNiv].
  const TABLE: Record<Exclude<Role, 'miembro'>, [number, number][]> = {
    dojo: [
      [1, 0],
      [0, 1],
      [0, 0],
      [0, 0],
    ],
    asoc: [
      [0, 0],
      [2, 0],
      [0, 2],
      [0, 0],
    ],
    admin: [
      [0, 0],
      [0, 0],
      [3, 0],
      [0, 3],
    ],
  };

  it.each(TRANSPORTS)('tell each role what it may do at each state, over %s', async (transport) => {
    const ids = [];
    for (const state of [0, 1, 2, 3]) ids.push(await batchAt(t, where.dojo1, 2004, state));
    for (const [role, expected] of Object.entries(TABLE) as [Role, [number, number][]][]) {
      const seen = [];
      for (const id of ids) {
        const row = (await api(role, transport).row(id)).value;
        seen.push([row?.valNiv, row?.desValNiv]);
      }
      expect({ role, seen }).toEqual({ role, seen: expected });
    }
  });

  it('follows the batch as it moves, and carries who validated each level', async () => {
    const id = await batchAt(t, where.sameAsocDojo, 2004, 0);
    // The association administrator over another dojo of their association: nothing until the dojo.
    expect((await api('asoc').row(id)).value).toMatchObject({ valNiv: 0, desValNiv: 0, cfAsocValDojo: 0 });
    await t.sql('update remesa set cf_asoc_val_dojo = 3 where id_rem = $1', [id]);
    expect((await api('asoc', 'graphql').row(id)).value).toMatchObject({
      valNiv: 2,
      desValNiv: 0,
      cfAsocValDojo: 3,
      cfAsocValAsoc: 0,
    });
  });
});

describe('two validations of one batch at once', () => {
  it('lets one through and refuses the other, recording one step', async () => {
    const id = await batchAt(t, where.dojo1, 2003, 0);
    const { answers, together } = await allPastTheirChecks(t, 'remesa', [
      () => api('dojo').validate([id], true, 1),
      () => api('dojo', 'graphql').validate([id], true, 1),
    ]);
    // Both calls met at the held lock: otherwise they ran one after the other and raced nothing.
    expect(together).toBe(true);
    expect(answers.map((a) => a.ok).sort()).toEqual([false, true]);
    expect(await stateOf(t, id)).toBe(1);
    const history = (await api('dojo').ver(id)).value?.validaciones;
    expect(history).toHaveLength(1);
  });
});
