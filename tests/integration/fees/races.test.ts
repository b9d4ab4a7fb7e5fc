import { openWorld } from '../../support/world';
import { Client } from 'pg';
import { waitingForLock, whileHeld } from '../../support/held-write';
import type { TestServer } from '../../support/test-server';
import {
  ES,
  TRANSPORTS,
  batchAt,
  batchSnapshot,
  feeApi,
  newMember,
  stateOf,
  type Places,
  type Role,
} from './fees-support';

// Writes that meet in the database: each test holds one transaction open at the moment that
// matters (before its commit) and lets the other call run into it, so that the outcome does not
// depend on timing luck.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
});
afterAll(() => t.close());

const api = (role: Role, transport: 'rest' | 'graphql' = 'rest') => feeApi(t, transport, tokens[role]);
const lastFee = async (id: number) =>
  (await t.sql('select anio from cuota_ultima where cf_asociado = $1', [id]))[0].anio;

describe('two national validations naming one member at once', () => {
  it('leave the later year as the latest fee, whichever commits last', async () => {
    const m = await newMember(t, where.dojo1);
    const y2015 = await batchAt(t, where.dojo1, 2015, 2, [m.id]);
    const y2014 = await batchAt(t, where.dojo1, 2014, 2, [m.id]);
    expect(await lastFee(m.id)).toBeNull();
    // 2015 validated nationally and not committed yet while 2014 is validated and commits after:
    // the second must read the first's year, not a snapshot from before it.
    const { answer, waited } = await whileHeld(
      t,
      { text: 'update remesa set cf_asoc_val_admi = 1 where id_rem = $1', params: [y2015] },
      () => api('admin').validate([y2014], true, 3),
    );
    expect(answer.ok).toBe(true);
    expect(waited).toBe(true);
    expect([await stateOf(t, y2015), await stateOf(t, y2014)]).toEqual([3, 3]);
    expect(await lastFee(m.id)).toBe(2015);
    expect((await api('admin').paid(m.id)).value?.years).toEqual([2015, 2014]);
  });

  it('leave the validated year when an undo of an older one waits for the validation', async () => {
    const m = await newMember(t, where.dojo1);
    const y2017 = await batchAt(t, where.dojo1, 2017, 2, [m.id]);
    const y2016 = await batchAt(t, where.dojo1, 2016, 3, [m.id]);
    expect(await lastFee(m.id)).toBe(2016);
    // The undo recomputes the year: it must do so after the validation of 2017 commits.
    const { answer, waited } = await whileHeld(
      t,
      { text: 'update remesa set cf_asoc_val_admi = 1 where id_rem = $1', params: [y2017] },
      () => api('admin').validate([y2016], false, 3),
    );
    expect(answer.ok).toBe(true);
    expect(waited).toBe(true);
    expect(await lastFee(m.id)).toBe(2017);
    expect((await api('admin').paid(m.id)).value?.years).toEqual([2017]);
  });
});

/** The dojo's validation of level 1 as the service writes it: the validator and the step. */
const dojoValidation = (id: number) => ({
  text: `with v as (update remesa set cf_asoc_val_dojo = 3 where id_rem = $1 returning id_rem)
         insert into remesa_validacion (cf_remesa, nivel, valida, cf_asociado)
         select id_rem, 1, true, 3 from v`,
  params: [id],
});

describe.each(TRANSPORTS)('a save or a delete caught by the dojo validating, over %s', (transport) => {
  it('refuses the save once the validation commits, and keeps the members', async () => {
    const [kept, added] = [await newMember(t, where.dojo1), await newMember(t, where.dojo1)];
    const id = await batchAt(t, where.dojo1, 2013, 0, [kept.id]);
    const { fees } = await batchSnapshot(t, id);
    // The save passed its first check (state 0) and waits for the batch while the dojo validates.
    const { answer, waited } = await whileHeld(t, dojoValidation(id), () =>
      api('dojo', transport).edit(id, { anio: 2012, selec: [added.id] }),
    );
    expect(waited).toBe(true);
    expect(answer).toMatchObject({ ok: false, message: ES.alreadyValidated, title: ES.saveFailed });
    const after = await batchSnapshot(t, id);
    expect(after.row).toMatchObject({ anio: 2013, cf_asoc_val_dojo: 3 });
    expect(after.fees).toEqual(fees);
  });

  it('refuses the delete once the validation commits, and keeps the batch', async () => {
    const m = await newMember(t, where.dojo1);
    const id = await batchAt(t, where.dojo1, 2013, 0, [m.id]);
    const { fees } = await batchSnapshot(t, id);
    const { answer, waited } = await whileHeld(t, dojoValidation(id), () => api('dojo', transport).del(id));
    expect(waited).toBe(true);
    expect(answer).toMatchObject({ ok: false, message: ES.alreadyValidated, title: ES.deleteFailed });
    expect(await stateOf(t, id)).toBe(1);
    expect((await batchSnapshot(t, id)).fees).toEqual(fees);
  });
});

describe('the history of a step that waited for the batch', () => {
  it('comes newest first in the order the steps were written, each timed when written', async () => {
    const [first, second] = [await batchAt(t, where.dojo1, 2011, 0), await batchAt(t, where.dojo1, 2011, 0)];
    // The bulk locks `first`, then `second`; `first` is held, so the bulk's transaction begins
    // (its steps' time) and waits while `second` is validated and undone by a call started later.
    const holder = new Client({ connectionString: t.server.db.url });
    await holder.connect();
    let bulk: Promise<{ ok: boolean }> | undefined;
    try {
      await holder.query('begin');
      await holder.query('select 1 from remesa where id_rem = $1 for update', [first]);
      bulk = api('dojo').validate([first, second], true, 1);
      expect(await waitingForLock(t)).toBe(true);
      expect((await api('dojo', 'graphql').validate([second], true, 1)).ok).toBe(true);
      expect((await api('dojo', 'graphql').validate([second], false, 1)).ok).toBe(true);
      await holder.query('commit');
    } finally {
      await holder.end();
    }
    expect((await bulk!).ok).toBe(true);
    expect(await stateOf(t, second)).toBe(1);
    // The step written last, though its transaction began first, holds the latest time.
    const written = await t.sql(
      'select fecha < lag(fecha) over (order by id) as earlier from remesa_validacion where cf_remesa = $1 order by id',
      [second],
    );
    expect(written.map((w) => w.earlier)).toEqual([null, false, false]);
    for (const transport of TRANSPORTS) {
      const steps = (await api('asoc', transport).ver(second)).value!.validaciones;
      expect(steps.map((s) => s.valida)).toEqual([true, false, true]);
    }
  });
});
