import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  ACCOUNT_ID,
  ES,
  TRANSPORTS,
  batchAt,
  batchSnapshot,
  feeApi,
  stateOf,
  type Places,
  type Role,
} from './fees-support';

// Part 2 §4, §5: a bulk validation names batches of one state and one year, and is one
// transaction (all change or none). Every step, one by one or in bulk, is recorded and shown.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
});
afterAll(() => t.close());

const api = (role: Role, transport: 'rest' | 'graphql' = 'rest') => feeApi(t, transport, tokens[role]);
const snapshots = (ids: number[]) => Promise.all(ids.map((id) => batchSnapshot(t, id)));
const historyOf = async (id: number) => (await api('admin').ver(id)).value!.validaciones;

describe.each(TRANSPORTS)('bulk validation over %s', (transport) => {
  it('validates and undoes several batches of one state and year at once', async () => {
    const ids = [
      await batchAt(t, where.dojo1, 2010, 1),
      await batchAt(t, where.sameAsocDojo, 2010, 1),
      await batchAt(t, where.sameAsocDojo, 2010, 1),
    ];
    expect((await api('asoc', transport).validate(ids, true, 2)).ok).toBe(true);
    expect(await Promise.all(ids.map((id) => stateOf(t, id)))).toEqual([2, 2, 2]);
    expect((await api('asoc', transport).validate(ids, false, 2)).ok).toBe(true);
    expect(await Promise.all(ids.map((id) => stateOf(t, id)))).toEqual([1, 1, 1]);
    for (const id of ids)
      expect((await historyOf(id)).map((h) => [h.nivel, h.valida])).toEqual([
        [2, false],
        [2, true],
      ]);
  });

  it('refuses validated and unvalidated batches together, changing none', async () => {
    const ids = [await batchAt(t, where.dojo1, 2010, 0), await batchAt(t, where.dojo1, 2010, 1)];
    const before = await snapshots(ids);
    for (const valida of [true, false]) {
      expect(await api('dojo', transport).validate(ids, valida, 1)).toMatchObject({
        ok: false,
        message: ES.mixedStates,
        title: valida ? ES.validateFailed : ES.unvalidateFailed,
      });
    }
    expect(await snapshots(ids)).toEqual(before);
  });

  it('refuses two different years, changing none', async () => {
    const ids = [await batchAt(t, where.dojo1, 2010, 0), await batchAt(t, where.dojo1, 2011, 0)];
    const before = await snapshots(ids);
    expect(await api('dojo', transport).validate(ids, true, 1)).toMatchObject({
      ok: false,
      message: ES.mixedYears,
      title: ES.validateFailed,
    });
    expect(await snapshots(ids)).toEqual(before);
  });

  it("leaves every batch unchanged when one of them is out of the caller's reach (last in the list)", async () => {
    const mine = [await batchAt(t, where.dojo1, 2012, 1), await batchAt(t, where.sameAsocDojo, 2012, 1)];
    const foreign = await batchAt(t, where.otherAsocDojo, 2012, 1);
    const before = await snapshots([...mine, foreign]);
    expect((await api('asoc', transport).validate([...mine, foreign], true, 2)).ok).toBe(false);
    expect(await snapshots([...mine, foreign])).toEqual(before);
    expect(await historyOf(mine[0])).toEqual([]);
    // The dojo administrator likewise with another dojo's batch, and anyone with an unknown id.
    const own = await batchAt(t, where.dojo1, 2012, 0);
    const neighbour = await batchAt(t, where.sameAsocDojo, 2012, 0);
    expect((await api('dojo', transport).validate([own, neighbour], true, 1)).ok).toBe(false);
    expect((await api('dojo', transport).validate([own, 99999999], true, 1)).ok).toBe(false);
    expect([await stateOf(t, own), await stateOf(t, neighbour)]).toEqual([0, 0]);
  });

  it('bounds the list: at least one batch, at most 1000', async () => {
    expect(await api('admin', transport).validate([], true, 3)).toMatchObject({
      ok: false,
      message: 'Debes seleccionar al menos una remesa.',
    });
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(await api('admin', transport).validate(many, true, 3)).toMatchObject({
      ok: false,
      message: 'No puedes validar más de 1000 remesas a la vez.',
    });
  });
});

describe.each(TRANSPORTS)('the history over %s', (transport) => {
  it('records who validated or undid which level, newest first, and nothing refused', async () => {
    const id = await batchAt(t, where.dojo1, 2013, 0);
    expect((await api('dojo', 'rest').validate([id], true, 1)).ok).toBe(true);
    expect((await api('asoc', 'graphql').validate([id], true, 2)).ok).toBe(true);
    expect((await api('dojo', 'rest').validate([id], false, 1)).ok).toBe(false);
    expect((await api('asoc', 'rest').validate([id], false, 2)).ok).toBe(true);
    expect((await api('admin', 'graphql').validate([id], true, 3)).ok).toBe(false);

    const answer = await feeApi(t, transport, tokens.dojo).ver(id);
    expect(answer.ok).toBe(true);
    const history = answer.value!.validaciones;
    expect(history.map(({ nivel, valida, idAso }) => ({ nivel, valida, idAso }))).toEqual([
      { nivel: 2, valida: false, idAso: ACCOUNT_ID.asoc },
      { nivel: 2, valida: true, idAso: ACCOUNT_ID.asoc },
      { nivel: 1, valida: true, idAso: ACCOUNT_ID.dojo },
    ]);
    const names = await t.sql('select id_aso, nombre, apellido from asociado where id_aso in (2, 3)');
    for (const step of history) {
      const who = names.find((n) => n.id_aso === step.idAso)!;
      expect(step.nombre).toContain(who.nombre);
      expect(step.nombre).toContain(who.apellido);
    }
    const times = history.map((h) => Date.parse(h.fecha));
    expect(times.every((time) => Number.isFinite(time) && Math.abs(Date.now() - time) < 600_000)).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
