import { openWorld } from '../../support/world';
import { allPastTheirChecks } from '../../support/held-write';
import type { TestServer } from '../../support/test-server';
import {
  CURRENT_YEAR,
  ES,
  TRANSPORTS,
  batchAt,
  batchCount,
  batchSnapshot,
  feeApi,
  newMember,
  type Places,
  type Role,
  type Transport,
} from './fees-support';

// Part 2 §2.7, §4, §5: a batch is a year of the 50 from next year back and ticked members of its
// dojo, each paying a year once; adults and children are counted by the age reached that year.
// Once the dojo has validated it, it can be neither changed nor deleted.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
});
afterAll(() => t.close());

const NEXT = CURRENT_YEAR + 1;
const adult = () => newMember(t, where.dojo1);
const child = () => newMember(t, where.dojo1, { birth: `${NEXT - 10}-06-01` });
/** 18 in next year, 17 this year: adult in a batch of next year, child in this year's. */
const turning18 = () => newMember(t, where.dojo1, { birth: `${NEXT - 18}-12-31` });
const fieldNames = (transport: Transport, rest: string[], graphql: string[]) =>
  transport === 'rest' ? rest : graphql;

describe.each(TRANSPORTS)('create and modify over %s', (transport) => {
  const api = (role: Role) => feeApi(t, transport, tokens[role]);

  it("creates the dojo administrator's batch and counts adults and children in its year", async () => {
    const members = [await adult(), await turning18(), await child()];
    const created = await api('dojo').add({ anio: NEXT, selec: members.map((m) => m.id) });
    expect(created.ok).toBe(true);
    const id = created.value!;
    const view = (await api('dojo').ver(id)).value!;
    expect(view).toMatchObject({ id, anio: NEXT, cfValDojo: 0, cfDojo: where.dojo1 });
    expect([...view.selec].sort()).toEqual(members.map((m) => m.id).sort());
    expect((await api('dojo').row(id)).value).toMatchObject({ numAd: 2, numNi: 1, cfDojo: 1, cfAsoc: 1 });
    const kinds = await t.sql('select tipo from cuota where cf_remesa = $1 order by cf_asociado', [id]);
    expect(kinds.map((k) => k.tipo)).toEqual(['A', 'A', 'N']);
  });

  it('keeps the counts true when members are added or removed and when the year changes', async () => {
    const [a, edge, c] = [await adult(), await turning18(), await child()];
    const id = (await api('dojo').add({ anio: NEXT, selec: [a.id, c.id] })).value!;
    expect((await api('dojo').edit(id, { anio: NEXT, selec: [a.id, edge.id] })).ok).toBe(true);
    expect((await api('dojo').row(id)).value).toMatchObject({ numAd: 2, numNi: 0 });
    // A year earlier the member turning 18 was still a child.
    expect((await api('dojo').edit(id, { anio: NEXT - 1, selec: [a.id, edge.id] })).ok).toBe(true);
    expect((await api('dojo').row(id)).value).toMatchObject({ anio: NEXT - 1, numAd: 1, numNi: 1 });
    expect((await api('dojo').ver(id)).value).toMatchObject({ anio: NEXT - 1 });
    const fees = await t.sql('select anio, tipo from cuota where cf_remesa = $1 order by cf_asociado', [id]);
    expect(fees).toEqual([
      { anio: NEXT - 1, tipo: 'A' },
      { anio: NEXT - 1, tipo: 'N' },
    ]);
  });

  it('requires the year and at least one member, naming both fields', async () => {
    const before = await batchCount(t);
    const answer = await api('dojo').add({ selec: [] });
    expect(answer).toMatchObject({ ok: false, code: 'BAD_USER_INPUT' });
    expect(answer.fields).toEqual(
      expect.arrayContaining(
        fieldNames(transport, ['anio', 'selec'], ['year', 'memberIds']).map((field, i) => ({
          field,
          message: [ES.yearRequired, ES.membersRequired][i],
        })),
      ),
    );
    expect(await batchCount(t)).toBe(before);
  });

  it('accepts only the 50 years from next year back', async () => {
    const m = await adult();
    const range = `El año debe estar entre ${NEXT - 49} y ${NEXT}.`;
    for (const anio of [NEXT + 1, NEXT - 50]) {
      const answer = await api('dojo').add({ anio, selec: [m.id] });
      expect(answer).toMatchObject({ ok: false, message: range });
      expect(answer.fields?.map((f) => f.field)).toEqual(fieldNames(transport, ['anio'], ['year']));
    }
    const oldest = await api('dojo').add({ anio: NEXT - 49, selec: [m.id] });
    expect(oldest.ok).toBe(true);
  });

  it('refuses a member of another dojo, and changes nothing', async () => {
    const stranger = await newMember(t, where.sameAsocDojo);
    const before = await batchCount(t);
    const answer = await api('dojo').add({ anio: NEXT, selec: [(await adult()).id, stranger.id] });
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/^El asociado .+ no es de este dojo\.$/);
    expect(await batchCount(t)).toBe(before);
  });

  it('lets a member pay a year once, saying who, which year and in which batch', async () => {
    const m = await adult();
    const first = (await api('dojo').add({ anio: NEXT, selec: [m.id] })).value!;
    const before = await batchCount(t);
    const second = await api('dojo').add({ anio: NEXT, selec: [(await adult()).id, m.id] });
    expect(second.ok).toBe(false);
    for (const part of [m.numAcae, m.nombre, String(NEXT), String(first)])
      expect(second.message).toContain(part);
    expect(second.message).toMatch(/^El asociado .+ ya tiene la cuota de \d{4} en la remesa \d+\.$/);
    expect(await batchCount(t)).toBe(before);
    // Modifying another batch into that member's year is refused too; re-saving the first is not.
    const other = (await api('dojo').add({ anio: NEXT - 1, selec: [m.id] })).value!;
    const snapshot = await batchSnapshot(t, other);
    expect((await api('dojo').edit(other, { anio: NEXT, selec: [m.id] })).ok).toBe(false);
    expect(await batchSnapshot(t, other)).toEqual(snapshot);
    expect((await api('dojo').edit(first, { anio: NEXT, selec: [m.id] })).ok).toBe(true);
  });

  it('lets only the dojo administrator (their dojo) and the national administrator create', async () => {
    const m = await adult();
    const before = await batchCount(t);
    expect((await api('asoc').add({ anio: NEXT, selec: [m.id] })).ok).toBe(false);
    expect(await api('miembro').add({ anio: NEXT, selec: [m.id] })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
      message: ES.denied,
    });
    const neighbour = await newMember(t, where.sameAsocDojo);
    expect(
      (await api('dojo').add({ anio: NEXT, selec: [neighbour.id], idDojo: where.sameAsocDojo })).ok,
    ).toBe(false);
    expect(await batchCount(t)).toBe(before);
    const far = await newMember(t, where.otherAsocDojo);
    const made = await api('admin').add({ anio: NEXT, selec: [far.id], idDojo: where.otherAsocDojo });
    expect(made.ok).toBe(true);
    expect((await api('admin').ver(made.value!)).value).toMatchObject({ cfDojo: where.otherAsocDojo });
  });
});

describe.each(TRANSPORTS)('a batch the dojo validated, over %s', (transport) => {
  const api = (role: Role) => feeApi(t, transport, tokens[role]);

  it('is read-only and undeletable for everyone, with the messages of §4 and §8', async () => {
    const m = await adult();
    for (const state of [1, 2, 3]) {
      const id = await batchAt(t, where.dojo1, 2015, state, state === 1 ? [m.id] : []);
      const before = await batchSnapshot(t, id);
      for (const role of ['dojo', 'admin'] as const) {
        expect(await api(role).del(id)).toMatchObject({
          ok: false,
          code: 'CONFLICT',
          message: ES.alreadyValidated,
          title: ES.deleteFailed,
        });
        expect(await api(role).edit(id, { anio: 2015, selec: [(await adult()).id] })).toMatchObject({
          ok: false,
          message: ES.alreadyValidated,
          title: ES.saveFailed,
        });
      }
      expect(await batchSnapshot(t, id)).toEqual(before);
    }
  });

  it('is deleted, with its fees, while nobody validated it', async () => {
    const m = await adult();
    const id = await batchAt(t, where.dojo1, 2015, 0, [m.id]);
    expect(await api('dojo').del(id)).toEqual({ ok: true, value: ES.deleted });
    expect(await t.sql('select 1 from remesa where id_rem = $1', [id])).toEqual([]);
    expect(await t.sql('select 1 from cuota where cf_remesa = $1', [id])).toEqual([]);
    // The member's year is free again.
    expect((await api('dojo').add({ anio: 2015, selec: [m.id] })).ok).toBe(true);
  });
});

describe('two batches naming one member for one year at once', () => {
  it('lets one through and refuses the other with the reason, never a server error', async () => {
    const m = await adult();
    const api = feeApi(t, 'rest', tokens.dojo);
    const { answers, together } = await allPastTheirChecks(t, 'cuota', [
      () => api.add({ anio: 2016, selec: [m.id] }),
      () => api.add({ anio: 2016, selec: [m.id] }),
    ]);
    // Both calls met at the held lock: otherwise they ran one after the other and raced nothing.
    expect(together).toBe(true);
    expect(answers.map((a) => a.ok).sort()).toEqual([false, true]);
    const refused = answers.find((a) => !a.ok)!;
    expect(refused.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(refused.message).toMatch(/ya tiene la cuota/);
    expect(await t.sql('select 1 from cuota where cf_asociado = $1', [m.id])).toHaveLength(1);
    // The refused save left no empty batch behind.
    expect(await t.sql('select 1 from remesa where anio = 2016')).toHaveLength(1);
  });
});
