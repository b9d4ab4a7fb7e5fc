import { startTestServer, type TestServer } from '../../support/test-server';
import { bodyOf, newMemberBody, signInAll, toGraphqlInput } from '../members/members-support';

// Issue 26 (item 5): once a member is deleted, the audit log no longer holds what their record
// said (document, mail, address, phone); it keeps that the record was created, changed and
// deleted, when and by whom. Through both doors.

let t: TestServer;
let tokens: Record<'admin' | 'asoc' | 'dojo' | 'miembro', string>;
beforeAll(async () => {
  t = await startTestServer();
  tokens = await signInAll(t);
});
afterAll(() => t.close());

type Entry = Record<string, any>;
const AUDIT_LOG = `query ($filter: AuditFilter) {
  auditLog(filter: $filter, page: { limit: 15 }) { items { action before after changedFields } }
}`;

/** The entries of a member's record over both doors, which must agree, as the national administrator reads them. */
async function entriesOf(id: number): Promise<Entry[]> {
  const rest = await t.rest('GET', '/auditoria', {
    token: tokens.admin,
    query: { tabla: 'asociado', registro: String(id) },
  });
  const graph = await t.graphql<{ auditLog: { items: Entry[] } }>(
    AUDIT_LOG,
    { filter: { table: 'asociado', recordId: String(id) } },
    { token: tokens.admin },
  );
  expect(rest.body.estado).toBe(0);
  expect(graph.data!.auditLog.items.map((e) => [e.action, e.before, e.after])).toEqual(
    rest.body.res.map((e: Entry) => [e.accion, e.antes, e.despues]),
  );
  return rest.body.res;
}

/** Personal data of a new member, distinct enough to be searched for in the log's answers. */
function personal(tag: string) {
  return newMemberBody({
    dni: `${tag}77Q`,
    mail: `borrable.${tag}@correo.test`,
    domicilio: `Calle Secreta ${tag}`,
    telefono: `6${tag.padStart(8, '0').slice(-8)}`,
  });
}

async function expectForgotten(id: number, body: Record<string, unknown>) {
  const entries = await entriesOf(id);
  expect(entries.map((e) => e.accion)).toEqual(['baja', 'cambio', 'alta']);
  for (const entry of entries) expect(entry).toMatchObject({ antes: null, despues: null });
  const text = JSON.stringify(entries);
  for (const value of [body.dni, body.mail, body.domicilio, body.telefono, 'Ciudad Secreta'])
    expect(text).not.toContain(String(value));
}

describe('a deleted member', () => {
  it('leaves the audit log without their data when deleted over REST', async () => {
    const body = personal(`${process.pid}1`);
    const created = await t.rest('POST', '/asociados/ins', { token: tokens.dojo, body });
    const id = created.body.res.id as number;
    const edited = await t.rest('POST', '/asociados/mod', {
      token: tokens.dojo,
      body: { ...(await bodyOf(t, id)), ciudad: 'Ciudad Secreta' },
    });
    expect(edited.body.estado).toBe(0);
    // Before the delete the log holds the record, as it should for a living member.
    expect(JSON.stringify(await entriesOf(id))).toContain(String(body.dni).toUpperCase());

    const deleted = await t.rest('POST', '/asociados/del', { token: tokens.dojo, body: { id } });
    expect(deleted.body.estado).toBe(0);
    await expectForgotten(id, { ...body, dni: String(body.dni).toUpperCase() });
  });

  it('leaves it without their data when deleted over GraphQL', async () => {
    const body = personal(`${process.pid}2`);
    const created = await t.graphql<{ createMember: { id: number } }>(
      'mutation ($input: MemberInput!) { createMember(input: $input) { id } }',
      { input: toGraphqlInput(body) },
      { token: tokens.asoc },
    );
    const id = created.data!.createMember.id;
    const { id: _id, ...saved } = await bodyOf(t, id);
    const edited = await t.graphql(
      'mutation ($id: Int!, $input: MemberInput!) { updateMember(id: $id, input: $input) { member { id } } }',
      { id, input: toGraphqlInput({ ...saved, avatar: '', ciudad: 'Ciudad Secreta' }) },
      { token: tokens.asoc },
    );
    expect(edited.errors).toBeUndefined();
    const deleted = await t.graphql(
      'mutation ($id: Int!) { deleteMember(id: $id) { message } }',
      { id },
      {
        token: tokens.asoc,
      },
    );
    expect(deleted.errors).toBeUndefined();
    await expectForgotten(id, { ...body, dni: String(body.dni).toUpperCase() });
  });

  it('keeps the data of a delete that was refused, which changed nothing', async () => {
    const [{ id_aso: id }] = await t.sql(
      `select a.id_aso from asociado a where exists (select 1 from cuota c where c.cf_asociado = a.id_aso)
       order by a.id_aso desc limit 1`,
    );
    await t.sql(`update asociado set ciudad = 'Ciudad auditada' where id_aso = $1`, [id]);
    const refused = await t.rest('POST', '/asociados/del', { token: tokens.admin, body: { id } });
    expect(refused.body.estado).toBe(9);
    const [change] = await entriesOf(id);
    expect(change.despues.ciudad).toBe('Ciudad auditada');
  });
});
