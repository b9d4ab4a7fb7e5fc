import { openWorld } from '../../support/world';
import { whileHeld } from '../../support/held-write';
import type { TestServer } from '../../support/test-server';
import { NEXT, UNKNOWN, attackApi, type AttackApi } from './attack-support';
import {
  TRANSPORTS,
  batchAt,
  batchCount,
  batchSnapshot,
  newMember,
  stateOf,
  type Places,
  type Role,
} from './fees-support';

// An attacker's view of the fee batches, by place: each role (and nobody) reading, probing or
// changing batches and members of a dojo or association not theirs, through both doors. Each test
// proves a defence holds; those that caught a hole say what it was and where it was closed.

let t: TestServer;
let where: Places;
let api: AttackApi;
beforeAll(async () => {
  const world = await openWorld();
  ({ t, where } = world);
  api = attackApi(world);
});
afterAll(() => t.close());

describe.each(TRANSPORTS)('probing members through a save over %s', (transport) => {
  // Was a hole: memberNotInDojo named the member by number and full name, whoever they were, so a
  // dojo administrator typing any id learnt who it was and told an id that exists from one that
  // does not. Closed in writeMembers (fee-batch.service.ts): the refusal names the id sent.
  it('a dojo administrator never learns the name or number of another dojo member', async () => {
    const foreign = await newMember(t, where.otherAsocDojo, { nombre: 'Secretisimo' });
    const viaNew = await api('dojo', transport).add({ anio: NEXT, selec: [foreign.id] });
    const own = await batchAt(t, where.dojo1, 2011, 0);
    const viaEdit = await api('dojo', transport).edit(own, { anio: 2011, selec: [foreign.id] });
    const unknown = await api('dojo', transport).add({ anio: NEXT, selec: [UNKNOWN] });
    for (const answer of [viaNew, viaEdit]) {
      expect(answer.ok).toBe(false);
      expect(JSON.stringify(answer)).not.toContain('Secretisimo');
      expect(JSON.stringify(answer)).not.toContain(foreign.numAcae);
      // Same answer as for an id nobody has.
      expect(answer.fields).toEqual(
        unknown.fields!.map((f) => ({
          ...f,
          message: f.message.replace(String(UNKNOWN), String(foreign.id)),
        })),
      );
    }
  });
});

describe('locks of batches outside the caller area', () => {
  // Was a hole: lockFeeBatches took FOR UPDATE on every id named before the scope was checked, so a
  // dojo administrator naming another dojo's batches locked them (and waited behind their owners'
  // writes). Closed in validateBatches (fee-batch.validation.ts): the scope is read before any lock.
  it("a dojo administrator's bulk on another dojo's batch answers at once, without its lock", async () => {
    const foreign = await batchAt(t, where.otherAsocDojo, 2012, 0);
    const { answer, waited } = await whileHeld(
      t,
      { text: 'select 1 from remesa where id_rem = $1 for update', params: [foreign] },
      () => api('dojo').validate([foreign], true, 1),
    );
    expect(answer).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(waited).toBe(false);
  });
});

describe.each(TRANSPORTS)('another place over %s', (transport) => {
  // Every call on a batch outside the caller's area answers as for a batch that does not exist.
  const probes = (role: Role, id: number) => {
    const a = api(role, transport);
    return Promise.all([
      a.ver(id),
      a.candidates(NEXT, { id }),
      a.edit(id, { anio: NEXT, selec: [1] }),
      a.del(id),
      a.validate([id], true, 1),
      a.validate([id], true, 2),
      a.validate([id], false, 1),
      a.position(id),
    ]);
  };
  it.each([
    ['dojo', 'sameAsocDojo'],
    ['dojo', 'otherAsocDojo'],
    ['asoc', 'otherAsocDojo'],
  ] as const)('%s on a batch of %s: same answers as an unknown id, nothing written', async (role, place) => {
    const id = await batchAt(t, where[place], 2013, role === 'asoc' ? 1 : 0);
    const before = await batchSnapshot(t, id);
    const foreign = await probes(role, id);
    const unknown = await probes(role, UNKNOWN);
    expect(foreign).toEqual(unknown);
    expect(foreign.slice(0, 7).every((o) => o.code === 'NOT_FOUND')).toBe(true);
    expect(foreign[7]).toEqual({ ok: true, value: -1 });
    expect(await batchSnapshot(t, id)).toEqual(before);
  });

  it('a bulk mixing an own batch with a foreign or unknown one changes nothing, same answer', async () => {
    const own = await batchAt(t, where.dojo1, 2014, 0);
    const foreign = await batchAt(t, where.sameAsocDojo, 2014, 0);
    const mixed = await api('dojo', transport).validate([own, foreign], true, 1);
    const withUnknown = await api('dojo', transport).validate([own, UNKNOWN], true, 1);
    expect(mixed).toEqual(withUnknown);
    expect(mixed.code).toBe('NOT_FOUND');
    expect([await stateOf(t, own), await stateOf(t, foreign)]).toEqual([0, 0]);
  });

  it('no batch is made for another dojo, by a dojo or an association administrator', async () => {
    const count = await batchCount(t);
    const mine = await newMember(t, where.dojo1);
    for (const role of ['dojo', 'asoc'] as const) {
      for (const idDojo of [where.sameAsocDojo, where.otherAsocDojo, UNKNOWN]) {
        const made = await api(role, transport).add({ anio: NEXT, selec: [mine.id], idDojo });
        expect(made).toMatchObject({ ok: false, code: 'FORBIDDEN' });
        const listed = await api(role, transport).candidates(NEXT, { idDojo });
        expect(listed).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      }
    }
    expect(await batchCount(t)).toBe(count);
  });

  it("another association's member's fees are not found, as an unknown member's", async () => {
    const foreign = await newMember(t, where.otherAsocDojo);
    for (const role of ['dojo', 'asoc', 'miembro'] as const) {
      const theirs = await api(role, transport).paid(foreign.id);
      expect(theirs).toEqual(await api(role, transport).paid(UNKNOWN));
      expect(theirs.code).toBe('NOT_FOUND');
    }
  });

  it('a plain member is refused everything, anonymous is asked to sign in', async () => {
    const id = await batchAt(t, where.dojo1, 2015, 0);
    const before = await batchSnapshot(t, id);
    for (const [role, code] of [
      ['miembro', 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      const a = api(role, transport);
      const answers = await Promise.all([
        a.list(),
        a.ver(id),
        a.candidates(NEXT),
        a.add({ anio: NEXT, selec: [4] }),
        a.edit(id, { anio: NEXT, selec: [4] }),
        a.del(id),
        a.validate([id], true, 1),
      ]);
      expect(answers.map((o) => o.code)).toEqual(answers.map(() => code));
    }
    expect(await batchSnapshot(t, id)).toEqual(before);
  });
});
