import { openWorld } from '../../support/world';
import type { TestServer } from '../../support/test-server';
import { cards, counts, plainMember, type Places, type Role } from './cards-support';

let t: TestServer;
let tokens: Record<Role, string>;
let where: Places;
beforeAll(async () => {
  ({ t, tokens, where } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

describe('the printable count kept by triggers', () => {
  it('follows inserts, mails removed and added, moves and deletes', async () => {
    const nPrint = async (token: string) => (await cards(t, token)).body.nPrint;
    const check = async () => {
      expect(await nPrint(tokens.admin)).toBe((await counts(t)).printable);
      expect(await nPrint(tokens.asoc)).toBe((await counts(t, 'a.cf_asoc = 1')).printable);
      expect(await nPrint(tokens.dojo)).toBe((await counts(t, 'a.cf_dojo = 1')).printable);
      const kept = await t.sql('select cf_dojo, cf_asoc, n from asociado_imprimible order by 1, 2');
      const counted = await t.sql(
        'select cf_dojo, cf_asoc, count(*)::int as n from asociado where mail is not null group by 1, 2 order by 1, 2',
      );
      expect(kept).toEqual(counted);
    };
    const before = await nPrint(tokens.dojo);
    const id = await plainMember(t, 1);
    expect(await nPrint(tokens.dojo)).toBe(before + 1);
    await check();
    await t.sql('update asociado set mail = null where id_aso = $1', [id]);
    expect(await nPrint(tokens.dojo)).toBe(before);
    await check();
    await t.sql("update asociado set mail = 'vuelve.' || id_aso || '@prueba.federa' where id_aso = $1", [id]);
    await check();
    await t.sql(
      'update asociado set cf_dojo = d.id_dojo, cf_asoc = d.cf_asoc from dojo d where d.id_dojo = $2 and id_aso = $1',
      [id, where.otherAsocDojo],
    );
    expect(await nPrint(tokens.dojo)).toBe(before);
    await check();
    await t.sql('delete from asociado where id_aso = $1', [id]);
    await check();
  });
});
