import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../graph/src/config';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';

// The public contact form (part 3 §2, §5) through both doors: its three messages, its bounds,
// what is stored, the robots' trap, the flood limits per address and per IP, the mail, and the
// national administrator's inbox.

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
let smtp: SMTPServer;
let t: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestServer({
    contact: {
      ...loadConfig({ NODE_ENV: 'test' }).contact,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailTo: 'secretaria@federacion.test',
    },
  });
  for (const role of ['admin', 'asoc', 'dojo', 'miembro'])
    tokens[role] = await signIn(t, `${role}@demo.federa`);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

let sender = 0;
/** A distinct sender (address and IP) per test, so the flood limits of one test stay its own. */
function newSender() {
  sender += 1;
  return { email: `persona${sender}@correo.test`, ip: `198.51.100.${sender}` };
}

const restSend = (body: Record<string, unknown>, ip: string, lang = 'es') =>
  t.rest('POST', '/contacto', { body, headers: { 'x-forwarded-for': ip, 'accept-language': lang } });

const SEND = `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) }`;
const graphSend = (input: Record<string, unknown>, ip: string, lang = 'es') =>
  t.graphql(SEND, { input }, { headers: { 'x-forwarded-for': ip, 'accept-language': lang } });

/** The mail that carried a sender's message, once the SMTP server has it (mailed after commit). */
async function mailTo(email: string): Promise<Received> {
  for (let i = 0; i < 100; i++) {
    const mail = received.find((m) => m.data.includes(email));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail carried ${email}`);
}

const stored = (email: string) =>
  t.sql('select nombre, email, mensaje, idioma, leido, ip_hash from mensaje_contacto where email = $1', [
    email,
  ]);

describe('sending a message', () => {
  it('answers the three messages of §5 under their fields over REST, and stores nothing', async () => {
    const { ip } = newSender();
    const before = await t.sql('select count(*)::int as n from mensaje_contacto');
    const answer = await restSend({ nombre: ' ', email: '', mensaje: '' }, ip);
    expect(answer.body.estado).toBe(1);
    expect(answer.body.res.errores).toEqual([
      { campo: 'nombre', clave: 'contact.nameRequired', mensaje: 'El nombre es obligatorio.' },
      { campo: 'email', clave: 'contact.emailRequired', mensaje: 'El email es obligatorio.' },
      { campo: 'mensaje', clave: 'contact.messageRequired', mensaje: 'El mensaje es obligatorio.' },
    ]);
    expect(await t.sql('select count(*)::int as n from mensaje_contacto')).toEqual(before);
  });

  it('answers them over GraphQL too, in the caller’s language', async () => {
    const { ip } = newSender();
    const answer = await graphSend({ name: '', email: '', message: 'Hola' }, ip, 'en');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'name', message: 'The name is required.' },
        { field: 'email', message: 'The email is required.' },
      ],
    });
  });

  it('bounds every field before it looks at it, and checks the address', async () => {
    const { ip } = newSender();
    const long = await restSend({ nombre: 'n'.repeat(101), email: 'a@b.es', mensaje: 'm'.repeat(5001) }, ip);
    expect(
      long.body.res.errores.map((e: { campo: string; mensaje: string }) => [e.campo, e.mensaje]),
    ).toEqual([
      ['nombre', 'Admite como máximo 100 caracteres.'],
      ['mensaje', 'Admite como máximo 5000 caracteres.'],
    ]);
    const address = await restSend({ nombre: 'Ana', email: 'sin arroba', mensaje: 'Hola' }, ip);
    expect(address.body.res.errores).toEqual([
      { campo: 'email', clave: 'contact.emailInvalid', mensaje: 'El email no es válido.' },
    ]);
    const junk = await restSend({ nombre: { $ne: 1 }, email: ['a@b.es'], mensaje: 'Hola' }, ip);
    expect(junk.body.res.errores.map((e: { campo: string }) => e.campo)).toEqual(['nombre', 'email']);
  });

  it('stores the message with its language and a hash of the IP, never the IP, and mails it', async () => {
    const { email, ip } = newSender();
    const answer = await restSend(
      { nombre: ' Ana Pérez ', email, mensaje: 'Quiero empezar a practicar.' },
      ip,
      'fr',
    );
    expect(answer.body).toEqual({ estado: 0, res: true });
    const [row] = await stored(email);
    expect(row).toMatchObject({
      nombre: 'Ana Pérez',
      mensaje: 'Quiero empezar a practicar.',
      idioma: 'fr',
      leido: false,
    });
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ip_hash).not.toContain(ip);
    const mail = await mailTo(email);
    expect(mail.to).toEqual(['secretaria@federacion.test']);
    expect(mail.data).toMatch(/^Reply-To: .*<persona\d+@correo\.test>/m);
    expect(mail.data).toContain('Quiero empezar a practicar.');
  });

  it('takes a message over GraphQL as well', async () => {
    const { email, ip } = newSender();
    const answer = await graphSend({ name: 'Luis', email, message: 'Horarios, por favor.' }, ip);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ sendContactMessage: true });
    expect(await stored(email)).toHaveLength(1);
  });

  it('answers a robot that filled the hidden field as if sent, and keeps and mails nothing', async () => {
    const { email, ip } = newSender();
    const answer = await restSend(
      { nombre: 'Bot', email, mensaje: 'Compre ya', website: 'http://spam.test' },
      ip,
    );
    expect(answer.body).toEqual({ estado: 0, res: true });
    expect(await stored(email)).toHaveLength(0);
    // A real message sent after it arrives; the robot's never does.
    const { email: later } = newSender();
    await restSend({ nombre: 'Persona', email: later, mensaje: 'Hola' }, ip);
    await mailTo(later);
    expect(received.some((m) => m.data.includes(email))).toBe(false);
  });
});

describe('floods', () => {
  it('refuses a fourth message from one address within the hour, whatever the IP', async () => {
    const { email } = newSender();
    for (let i = 1; i <= 3; i++) {
      const answer = await restSend({ nombre: 'Eva', email, mensaje: `Mensaje ${i}` }, `203.0.113.${i}`);
      expect(answer.body.estado).toBe(0);
    }
    const refused = await restSend(
      { nombre: 'Eva', email: email.toUpperCase(), mensaje: 'Otro' },
      '203.0.113.9',
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.body.res.mensaje).toBe('Ha enviado demasiados mensajes. Inténtelo de nuevo más tarde.');
    expect(await stored(email)).toHaveLength(3);
  });

  it('refuses an eleventh message from one IP within the hour, in the caller’s language', async () => {
    const ip = '192.0.2.77';
    for (let i = 1; i <= 10; i++) {
      const answer = await restSend({ nombre: 'Leo', email: `leo${i}@correo.test`, mensaje: 'Hola' }, ip);
      expect(answer.body.estado).toBe(0);
    }
    const refused = await graphSend({ name: 'Leo', email: 'leo11@correo.test', message: 'Hola' }, ip, 'en');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'You have sent too many messages. Please try again later.',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 3600 },
    });
  });

  it('counts IPv6 senders by their /64, as one IPv4 address is counted, through both doors', async () => {
    // One subscriber holds a whole /64: each message comes from a fresh address of it.
    const from = (i: number) => `2001:db8:77:1:${i.toString(16)}::${i}`;
    for (let i = 1; i <= 10; i++) {
      const answer = await restSend(
        { nombre: 'Seis', email: `seis${i}@correo.test`, mensaje: 'Hola' },
        from(i),
      );
      expect(answer.body.estado).toBe(0);
    }
    const rest = await restSend({ nombre: 'Seis', email: 'seis11@correo.test', mensaje: 'Hola' }, from(11));
    expect(rest.status).toBe(429);
    const graph = await graphSend({ name: 'Seis', email: 'seis12@correo.test', message: 'Hola' }, from(12));
    expect(graph.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(
      await t.sql(`select count(*)::int as n from mensaje_contacto where email like 'seis%@correo.test'`),
    ).toEqual([{ n: 10 }]);
    // The next /64 is another subscriber.
    const next = await restSend(
      { nombre: 'Siete', email: 'siete@correo.test', mensaje: 'Hola' },
      '2001:db8:77:2::1',
    );
    expect(next.body.estado).toBe(0);
  });

  it('lets only the allowance through when many messages arrive at once', async () => {
    const { email } = newSender();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        restSend({ nombre: 'Ola', email, mensaje: `A la vez ${i}` }, `198.18.0.${i + 1}`),
      ),
    );
    expect(answers.filter((a) => a.body.estado === 0)).toHaveLength(3);
    expect(await stored(email)).toHaveLength(3);
  });
});

describe('the inbox', () => {
  const INBOX = `query Inbox($page: ListInput, $unreadOnly: Boolean) {
    contactMessages(page: $page, unreadOnly: $unreadOnly) { total returned items { id name email read language } }
  }`;
  const MARK = `mutation Mark($id: Int!, $read: Boolean!) { markContactMessage(id: $id, read: $read) { id read } }`;
  const WARNINGS = `{ warnings { contact } }`;

  it('is the national administrator’s: newest first, paged, marked read and unread, counted in the badge', async () => {
    const { email, ip } = newSender();
    await restSend({ nombre: 'Marta', email, mensaje: 'La última' }, ip);
    const unread = (await t.sql('select count(*)::int as n from mensaje_contacto where not leido'))[0].n;
    const badge = await t.graphql(WARNINGS, {}, { token: tokens.admin });
    expect(badge.data).toEqual({ warnings: { contact: unread } });

    const page = await t.graphql(INBOX, { page: { limit: 15 } }, { token: tokens.admin });
    const inbox = (
      page.data as { contactMessages: { total: number; items: { id: number; email: string }[] } }
    ).contactMessages;
    expect(inbox.total).toBe((await t.sql('select count(*)::int as n from mensaje_contacto'))[0].n);
    expect(inbox.items[0]!.email).toBe(email);

    const id = inbox.items[0]!.id;
    const marked = await t.graphql(MARK, { id, read: true }, { token: tokens.admin });
    expect(marked.data).toEqual({ markContactMessage: { id, read: true } });
    expect((await t.graphql(WARNINGS, {}, { token: tokens.admin })).data).toEqual({
      warnings: { contact: unread - 1 },
    });
    const rest = await t.rest('GET', '/contacto', {
      token: tokens.admin,
      query: { noLeidos: 'true', pag: '50' },
    });
    expect(rest.body.res.some((m: { id: number }) => m.id === id)).toBe(false);
    expect(rest.body.nTot).toBe(unread - 1);
    const back = await t.rest('POST', '/contacto/leido', { token: tokens.admin, body: { id, leido: false } });
    expect(back.body.res).toMatchObject({ id, leido: false, email });
    expect((await t.rest('GET', '/contacto/warnings', { token: tokens.admin })).body.res).toBe(unread);
  });

  it.each(['asoc', 'dojo', 'miembro'])('is refused to %s, whose badge counts 0', async (role) => {
    const list = await t.graphql(INBOX, {}, { token: tokens[role] });
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [{ id }] = await t.sql('select id from mensaje_contacto limit 1');
    const mark = await t.rest('POST', '/contacto/leido', { token: tokens[role], body: { id } });
    expect(mark.body.estado).toBe(1);
    expect((await t.graphql(WARNINGS, {}, { token: tokens[role] })).data).toEqual({
      warnings: { contact: 0 },
    });
  });

  it('is refused without a session, and a missing message is said so', async () => {
    expect((await t.graphql(INBOX, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await t.graphql(MARK, { id: 999999, read: true }, { token: tokens.admin });
    expect(missing.errors?.[0]).toMatchObject({
      message: 'El mensaje no existe.',
      extensions: { code: 'NOT_FOUND' },
    });
    const size = await t.graphql(INBOX, { page: { limit: 1000 } }, { token: tokens.admin });
    expect(size.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
