import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../graph/src/config';
import { doors, fromGraphql, fromRest, type Outcome, type Transport } from './outcome';
import { signIn } from './sessions';
import { startTestServer, type TestServer } from './test-server';

// The start every integration file shares: a server over a fresh copy of the demo database, a
// token per demo role, the places the tests act on, and typed factories for the records a test
// makes straight in the database. Domain helpers (fees-api, grades-api...) build on it.

export type { Outcome, Transport };
export const TRANSPORTS: Transport[] = ['rest', 'graphql'];

/** The demo accounts (ids 1 to 4), each holding one role, all in association 1 (serie 01A) and its dojo 1. */
export const ROLE_MAILS = {
  admin: 'admin@demo.federa',
  asoc: 'asoc@demo.federa',
  dojo: 'dojo@demo.federa',
  miembro: 'miembro@demo.federa',
} as const;
export const ROLES = ['admin', 'asoc', 'dojo', 'miembro'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_ID: Record<Role, number> = { admin: 1, asoc: 2, dojo: 3, miembro: 4 };

export async function signInAll(t: TestServer): Promise<Record<Role, string>> {
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await signIn(t, ROLE_MAILS[role])] as const),
  );
  return Object.fromEntries(entries) as Record<Role, string>;
}

/** Dojo 1 (the demo accounts'), another dojo of association 1, and a dojo of another association. */
export type Places = { dojo1: number; sameAsocDojo: number; otherAsoc: number; otherAsocDojo: number };

export async function places(t: TestServer): Promise<Places> {
  const [same] = await t.sql<{ id_dojo: number }>(
    'select id_dojo from dojo where cf_asoc = 1 and id_dojo <> 1 order by id_dojo limit 1',
  );
  const [other] = await t.sql<{ id_dojo: number; cf_asoc: number }>(
    'select id_dojo, cf_asoc from dojo where cf_asoc <> 1 order by id_dojo limit 1',
  );
  return { dojo1: 1, sameAsocDojo: same.id_dojo, otherAsoc: other.cf_asoc, otherAsocDojo: other.id_dojo };
}

export type WorldOptions = {
  /** Configuration for this file's server (a file with overrides gets a server of its own). */
  config?: Partial<Config>;
  /** Uploads (avatars, logos, posters) go to a folder of the file's own, removed at close. */
  ownUploads?: boolean;
};

export type World = {
  t: TestServer;
  tokens: Record<Role, string>;
  where: Places;
  /** The database's calendar day, which the rules use. */
  today: string;
  /** The uploads folder, with `ownUploads`. */
  uploadsDir?: string;
  /** The transport client as a demo role, or as nobody signed in (null). */
  as: (role: Role | null, lang?: string) => Client;
  close: () => Promise<void>;
};

/** The usual start of an integration file: `const w = await openWorld()` in beforeAll, `w.close()` after. */
export async function openWorld(options: WorldOptions = {}): Promise<World> {
  const t = options.ownUploads
    ? await startWithOwnUploads(options.config)
    : await startTestServer(options.config);
  const [tokens, where, [{ today }]] = await Promise.all([
    signInAll(t),
    places(t),
    t.sql<{ today: string }>('select current_date::text as today'),
  ]);
  return {
    t,
    tokens,
    where,
    today,
    uploadsDir: 'uploadsDir' in t ? (t.uploadsDir as string) : undefined,
    as: (role, lang) => client(t, role ? tokens[role] : undefined, lang),
    close: () => t.close(),
  };
}

/** A server whose uploads (avatars, logos, posters) go to a folder of its own, removed at close. */
export async function startWithOwnUploads(
  config: Partial<Config> = {},
): Promise<TestServer & { uploadsDir: string }> {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federa-test-uploads-'));
  const t = await startTestServer({ ...config, uploadsDir });
  return {
    ...t,
    uploadsDir,
    close: async () => {
      await t.close();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** One call through either door: the REST call and the GraphQL operation that answer it alike. */
export type BothDoors<T> = {
  rest: { method: 'GET' | 'POST'; path: string; params?: Record<string, unknown>; value: (body: any) => T };
  graphql: { query: string; variables?: Record<string, unknown>; value: (data: any) => T };
};

export type Client = {
  /** REST /v1: GET parameters in the query (undefined left out), POST ones in a JSON body; with `lang`. */
  rest: ReturnType<typeof doors>['rest'];
  /** GraphQL, with the language as accept-language. */
  graphql: ReturnType<typeof doors>['gql'];
  /** The same call through the door `transport` names, answered in one shape. */
  ask: <T>(transport: Transport, call: BothDoors<T>) => Promise<Outcome<T>>;
};

/** The transport client for both doors, as the session of `token` (none: signed out) in `lang`. */
export function client(t: TestServer, token?: string, lang = 'es'): Client {
  const { rest, gql } = doors(t, token, lang);
  return {
    rest,
    graphql: gql,
    ask: async (transport, call) => {
      if (transport === 'rest') {
        const answer = await rest(call.rest.method, call.rest.path, call.rest.params ?? {});
        return fromRest(answer.body, call.rest.value);
      }
      return fromGraphql(await gql(call.graphql.query, call.graphql.variables), call.graphql.value);
    },
  };
}

// Factories: records made straight in the database, each unique on every call.

let serial = 0;

export type MemberRecord = { id: number; numAcae: string | null; nombre: string; mail: string };

/**
 * A member of a dojo with no history. `number`: 'none' leaves them without a member number; a
 * number gives that one; by default one of the dojo's serie from `numberFrom` on (9000), high
 * enough never to meet a demo member's.
 */
export async function makeMember(
  t: TestServer,
  dojoId: number,
  fields: {
    nombre?: string;
    apellido?: string;
    birth?: string;
    number?: 'none' | string;
    numberFrom?: number;
  } = {},
): Promise<MemberRecord> {
  const n = ++serial;
  const mark = `${process.pid}${n}`;
  const nombre = fields.nombre ?? `Miembro${n}`;
  const mail = `miembro.${mark}@prueba.federa`;
  const [row] = await t.sql<{ id_aso: number; num_acae: string | null }>(
    `insert into asociado (dni, nombre, apellido, mail, num_acae, fecha_nacimiento, cf_dojo, cf_asoc)
     select $1, $2, $3, $4,
            case $5::text when 'none' then null when 'serie' then s.serie || ($6::int + $7::int)::text else $5 end,
            $8, d.id_dojo, d.cf_asoc
       from dojo d join asociacion s on s.id_asoc = d.cf_asoc where d.id_dojo = $9
     returning id_aso, num_acae`,
    [
      `W${mark}`,
      nombre,
      fields.apellido ?? 'Prueba',
      mail,
      fields.number ?? 'serie',
      fields.numberFrom ?? 9000,
      n,
      fields.birth ?? '1980-04-05',
      dojoId,
    ],
  );
  return { id: row.id_aso, numAcae: row.num_acae, nombre, mail };
}

/**
 * An administrator of another dojo than the demo accounts', validated and signing in with the
 * demo password: a made member with the dojo administrator flag, and their token.
 */
export async function makeDojoAdmin(
  t: TestServer,
  dojoId: number,
  fields: { nombre?: string; apellido?: string } = {},
): Promise<MemberRecord & { token: string }> {
  const member = await makeMember(t, dojoId, { apellido: 'Administrador', ...fields });
  await t.sql(
    `update asociado set es_admin_dojo = true, validado = true, codvalidacion = null,
       psw_hash = (select psw_hash from asociado where id_aso = $2) where id_aso = $1`,
    [member.id, ACCOUNT_ID.dojo],
  );
  return { ...member, token: await signIn(t, member.mail) };
}

/** The belt and title ladders: an id by its valor (-60 6º Kyu ... 0 Shodan ... 70 Hachidan). */
export async function ladders(t: TestServer) {
  const belts = await t.sql('select idcinturon, valor from cinturon');
  const titles = await t.sql('select idtitulo, valor from titulo');
  return {
    belt: (valor: number): number => belts.find((b) => b.valor === valor)!.idcinturon,
    title: (valor: number): number => titles.find((b) => b.valor === valor)!.idtitulo,
  };
}
