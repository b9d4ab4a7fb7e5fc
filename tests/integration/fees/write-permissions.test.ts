import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import {
  ES,
  TRANSPORTS,
  batchAt,
  batchSnapshot,
  feeApi,
  newMember,
  type Places,
  type Role,
} from './fees-support';

// Part 2 §5 and §6: a batch not yet validated is written (changed or deleted) by its dojo's
// administrator or the national administrator; the association administrator sees it and
// validates it, but does not write it.

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld());
});
afterAll(() => t.close());

describe.each(TRANSPORTS)('writing an unvalidated batch over %s', (transport) => {
  const api = (role: Role) => feeApi(t, transport, tokens[role]);

  it('lets the national administrator change and delete it, in any dojo', async () => {
    for (const dojo of [where.dojo1, where.otherAsocDojo]) {
      const [m, n] = [await newMember(t, dojo), await newMember(t, dojo)];
      const id = await batchAt(t, dojo, 2009, 0, [m.id]);
      expect(await api('admin').edit(id, { anio: 2008, selec: [n.id] })).toEqual({ ok: true, value: id });
      const after = await batchSnapshot(t, id);
      expect(after.row).toMatchObject({ anio: 2008, cf_dojo: dojo });
      expect(after.fees.map((f) => f.cf_asociado)).toEqual([n.id]);
      expect(await api('admin').del(id)).toEqual({ ok: true, value: ES.deleted });
      expect(await t.sql('select 1 from remesa where id_rem = $1', [id])).toEqual([]);
    }
  });

  it('refuses the association administrator both, and changes nothing', async () => {
    for (const dojo of [where.dojo1, where.sameAsocDojo]) {
      const [m, n] = [await newMember(t, dojo), await newMember(t, dojo)];
      const id = await batchAt(t, dojo, 2009, 0, [m.id]);
      const before = await batchSnapshot(t, id);
      // The batch is theirs to see (and validate later): the refusal is about writing it.
      expect((await api('asoc').ver(id)).ok).toBe(true);
      expect(await api('asoc').edit(id, { anio: 2008, selec: [n.id] })).toMatchObject({
        ok: false,
        code: 'FORBIDDEN',
        message: ES.denied,
      });
      expect(await api('asoc').del(id)).toMatchObject({ ok: false, code: 'FORBIDDEN', message: ES.denied });
      expect(await batchSnapshot(t, id)).toEqual(before);
    }
  });
});
