import { openWorld } from '../../support/world';
import { signIn } from '../../support/sessions';
import type { TestServer } from '../../support/test-server';
import { bodyOf, newMemberBody, plainMember, toGraphqlInput, type Role } from './members-support';

// Issue 26 (items 1 and 8): a contact message belongs to a member only when the member sent it
// signed in. The address a record holds proves nothing (a member may give their own record any
// address, an administrator may create a record with one), so an export never lists, and an
// erasure never deletes, a stranger's message that merely gave that address; an erasure deletes
// every message the member sent signed in, whatever address it gave.

let t: TestServer;
let tokens: Record<Role, string>;
beforeAll(async () => {
  ({ t, tokens } = await openWorld({ ownUploads: true }));
});
afterAll(() => t.close());

let sent = 0;
/** A distinct client per message, so that the form's per-IP limit stays out of the way. */
const nextIp = () => `198.51.100.${(sent += 1)}`;

type Message = { nombre?: string; email: string; mensaje: string };
const restContact = (message: Message, token?: string) =>
  t.rest('POST', '/contacto', {
    token,
    body: { nombre: 'Remitente', ...message },
    headers: { 'x-forwarded-for': nextIp() },
  });
const graphContact = (message: Message, token?: string) =>
  t.graphql(
    'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
    { input: { name: message.nombre ?? 'Remitente', email: message.email, message: message.mensaje } },
    { token, headers: { 'x-forwarded-for': nextIp() } },
  );

/** A stranger writes to the federation without a session. */
async function strangerWrites(): Promise<Message> {
  const message = { email: `desconocida.${process.pid}.${sent}@correo.test`, mensaje: `Privado ${sent}` };
  expect((await restContact(message)).body).toEqual({ estado: 0, res: true });
  return message;
}

/** A plain member of dojo 1 who can sign in (the demo password). */
async function memberWhoSignsIn(): Promise<{ id: number; token: string; mail: string }> {
  const id = await plainMember(t, 1);
  const [{ mail }] = await t.sql(
    `update asociado set psw_hash = (select psw_hash from asociado where mail = 'miembro@demo.federa')
     where id_aso = $1 returning mail`,
    [id],
  );
  return { id, mail, token: await signIn(t, mail) };
}

/** The contact messages of a member's export, over REST and over GraphQL (which must agree). */
async function exportedMessages(id: number, token: string): Promise<string[]> {
  const rest = await t.rest('GET', '/asociados/datosPersonales', { token, query: { id: String(id) } });
  const graph = await t.graphql<{ memberPersonalData: Record<string, any> }>(
    'query ($id: Int!) { memberPersonalData(id: $id) }',
    { id },
    { token },
  );
  const texts = (rows: Message[]) => rows.map((m) => m.mensaje).sort();
  expect(texts(graph.data!.memberPersonalData.contactMessages.rows)).toEqual(
    texts(rest.body.contactMessages.rows),
  );
  return texts(rest.body.contactMessages.rows);
}

const stored = async (message: Message) =>
  (await t.sql('select 1 from mensaje_contacto where mensaje = $1', [message.mensaje])).length;

const UPDATE = `mutation ($id: Int!, $input: MemberInput!) { updateMember(id: $id, input: $input) { member { id } } }`;
const CREATE = `mutation ($input: MemberInput!) { createMember(input: $input) { id } }`;
const ERASE = 'mutation ($id: Int!) { eraseMemberPersonalData(id: $id) { message } }';

async function graphqlInput(id: number, change: Record<string, unknown>) {
  const { id: _id, ...body } = await bodyOf(t, id);
  return toGraphqlInput({ ...body, avatar: '', ...change });
}

describe('a member who gives their record a stranger’s address', () => {
  it('over REST does not read the stranger’s messages in their export', async () => {
    const stranger = await strangerWrites();
    const member = await memberWhoSignsIn();
    const saved = await t.rest('POST', '/asociados/mod', {
      token: member.token,
      body: { ...(await bodyOf(t, member.id)), mail: stranger.email },
    });
    expect(saved.body).toMatchObject({ estado: 0 });
    expect((await bodyOf(t, member.id)).mail).toBe(stranger.email);
    expect(await exportedMessages(member.id, member.token)).toEqual([]);
  });

  it('over GraphQL does not read them either', async () => {
    const stranger = await strangerWrites();
    const member = await memberWhoSignsIn();
    const saved = await t.graphql(
      UPDATE,
      { id: member.id, input: await graphqlInput(member.id, { mail: stranger.email }) },
      { token: member.token },
    );
    expect(saved.errors).toBeUndefined();
    expect(await exportedMessages(member.id, member.token)).toEqual([]);
  });
});

describe('a record an administrator creates with a stranger’s address', () => {
  it('over REST lists none of the stranger’s messages, and its erasure leaves them', async () => {
    const stranger = await strangerWrites();
    const created = await t.rest('POST', '/asociados/ins', {
      token: tokens.dojo,
      body: newMemberBody({ mail: stranger.email }),
    });
    const id = created.body.res.id as number;
    expect(await exportedMessages(id, tokens.admin)).toEqual([]);
    const erased = await t.rest('POST', '/asociados/borrarDatos', { token: tokens.admin, body: { id } });
    expect(erased.body.estado).toBe(0);
    expect(await stored(stranger)).toBe(1);
  });

  it('over GraphQL alike', async () => {
    const stranger = await strangerWrites();
    const created = await t.graphql<{ createMember: { id: number } }>(
      CREATE,
      { input: toGraphqlInput(newMemberBody({ mail: stranger.email })) },
      { token: tokens.dojo },
    );
    const id = created.data!.createMember.id;
    expect(await exportedMessages(id, tokens.admin)).toEqual([]);
    const erased = await t.graphql(ERASE, { id }, { token: tokens.admin });
    expect(erased.errors).toBeUndefined();
    expect(await stored(stranger)).toBe(1);
  });
});

describe('a member’s own messages', () => {
  it('are those sent signed in, through either door and under any address; the inbox shows all as before', async () => {
    const member = await memberWhoSignsIn();
    const viaRest = { email: member.mail, mensaje: `Con sesión REST ${member.id}` };
    const viaGraphql = { email: `otra.${member.id}@correo.test`, mensaje: `Con sesión GraphQL ${member.id}` };
    const anonymous = { email: member.mail, mensaje: `Sin sesión ${member.id}` };
    expect((await restContact(viaRest, member.token)).body).toEqual({ estado: 0, res: true });
    expect((await graphContact(viaGraphql, member.token)).data).toEqual({ sendContactMessage: true });
    expect((await restContact(anonymous)).body.estado).toBe(0);

    expect(await exportedMessages(member.id, member.token)).toEqual(
      [viaGraphql.mensaje, viaRest.mensaje].sort(),
    );
    const inbox = await t.rest('GET', '/contacto', { token: tokens.admin, query: { pag: '15' } });
    const texts = inbox.body.res.map((m: Message) => m.mensaje);
    for (const message of [viaRest, viaGraphql, anonymous]) expect(texts).toContain(message.mensaje);
  });

  it('go with an erasure over REST, under a former address too, and a stranger’s with the new one stays', async () => {
    const member = await memberWhoSignsIn();
    const former = { email: member.mail, mensaje: `Antes del cambio ${member.id}` };
    expect((await restContact(former, member.token)).body.estado).toBe(0);
    const newMail = `nueva.${member.id}@correo.test`;
    const changed = await t.rest('POST', '/asociados/mod', {
      token: member.token,
      body: { ...(await bodyOf(t, member.id)), mail: newMail },
    });
    expect(changed.body.estado).toBe(0);
    const stranger = { email: newMail, mensaje: `Ajeno ${member.id}` };
    expect((await restContact(stranger)).body.estado).toBe(0);

    const erased = await t.rest('POST', '/asociados/borrarDatos', {
      token: tokens.admin,
      body: { id: member.id },
    });
    expect(erased.body.estado).toBe(0);
    expect(await stored(former)).toBe(0);
    expect(await stored(stranger)).toBe(1);
  });

  it('go with an erasure over GraphQL alike', async () => {
    const member = await memberWhoSignsIn();
    const former = { email: member.mail, mensaje: `Antes del cambio GraphQL ${member.id}` };
    expect((await graphContact(former, member.token)).data).toEqual({ sendContactMessage: true });
    const changed = await t.graphql(
      UPDATE,
      { id: member.id, input: await graphqlInput(member.id, { mail: `nueva.g.${member.id}@correo.test` }) },
      { token: member.token },
    );
    expect(changed.errors).toBeUndefined();
    expect((await t.graphql(ERASE, { id: member.id }, { token: tokens.admin })).errors).toBeUndefined();
    expect(await stored(former)).toBe(0);
  });
});

describe('what a member wrote to the federation', () => {
  // The inbox is the national administrator's: an administrator over the member (their dojo's,
  // their association's) exported it with the rest, and read what the member wrote about them.
  it('stays out of an export made by an administrator below the national one, through both doors and the PDF', async () => {
    const member = await memberWhoSignsIn();
    const complaint = { email: member.mail, mensaje: `Queja sobre mi dojo ${member.id}` };
    expect((await restContact(complaint, member.token)).body.estado).toBe(0);
    expect(await exportedMessages(member.id, member.token)).toEqual([complaint.mensaje]);
    expect(await exportedMessages(member.id, tokens.admin)).toEqual([complaint.mensaje]);

    for (const role of ['dojo', 'asoc'] as const) {
      const rest = await t.rest('GET', '/asociados/datosPersonales', {
        token: tokens[role],
        query: { id: String(member.id) },
      });
      expect(rest.body.member).toBeDefined();
      expect(JSON.stringify(rest.body)).not.toContain(complaint.mensaje);
      expect(rest.body.contactMessages).toBeUndefined();
      const graph = await t.graphql<{ memberPersonalData: Record<string, any> }>(
        'query ($id: Int!) { memberPersonalData(id: $id) }',
        { id: member.id },
        { token: tokens[role] },
      );
      expect(graph.errors).toBeUndefined();
      expect(JSON.stringify(graph.data)).not.toContain(complaint.mensaje);
      expect(graph.data!.memberPersonalData.contactMessages).toBeUndefined();
    }
    const pdf = await fetch(`${t.url}/v1/asociados/datosPersonales?id=${member.id}&formato=pdf`, {
      headers: { authorization: tokens.dojo },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });
});
