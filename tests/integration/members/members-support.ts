import type { TestServer } from '../../support/test-server';
import { startWithOwnUploads } from '../../support/world';

/** A test server whose avatars go to a folder of its own, never the repository's data folder. */
export const startMembersServer = () => startWithOwnUploads();

export { places, ROLE_MAILS, signInAll, type Places, type Role } from '../../support/world';

let counter = 0;
/** A valid save payload (REST names) for a new member of dojo 1, unique on each call. */
export function newMemberBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  const tag = `${process.pid}${counter}`;
  return {
    dni: `x${tag}z`,
    nombre: 'Nuevo',
    apellido: `Prueba ${tag}`,
    mail: `nuevo.${tag}@prueba.federa`,
    numAcae: '',
    fechaNacimiento: '1990-05-06',
    domicilio: 'Calle Mayor 1',
    ciudad: 'Madrid',
    provincia: 'Madrid',
    telefono: '600000000',
    obs: '',
    esAdmin: false,
    esAdmDo: false,
    esAdmAs: false,
    cfDojo: 1,
    cfAsoc: 1,
    avatar: '',
    ...overrides,
  };
}

/** The same payload under the GraphQL input's names. */
export function toGraphqlInput(body: Record<string, unknown>): Record<string, unknown> {
  const names: Record<string, string> = {
    dni: 'dni',
    nombre: 'firstName',
    apellido: 'lastName',
    mail: 'mail',
    numAcae: 'memberNumber',
    fechaNacimiento: 'birthDate',
    domicilio: 'address',
    ciudad: 'city',
    provincia: 'province',
    telefono: 'phone',
    obs: 'notes',
    esAdmin: 'isAdmin',
    esAdmAs: 'isAssociationAdmin',
    esAdmDo: 'isDojoAdmin',
    cfDojo: 'dojoId',
    cfAsoc: 'associationId',
    avatar: 'avatar',
  };
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [names[k] ?? k, v]));
}

/** A member's fields as the save form sends them back (REST names), read from the database. */
export async function bodyOf(t: TestServer, id: number): Promise<Record<string, unknown>> {
  const [m] = await t.sql(
    `select id_aso, dni, nombre, apellido, mail, num_acae, fecha_nacimiento::text as f, domicilio, ciudad,
            provincia, telefono, obs, es_admin, es_admin_dojo, es_admin_asoc, cf_dojo, cf_asoc, avatar
     from asociado where id_aso = $1`,
    [id],
  );
  return {
    id: m.id_aso,
    dni: m.dni,
    nombre: m.nombre,
    apellido: m.apellido,
    mail: m.mail,
    numAcae: m.num_acae,
    fechaNacimiento: m.f,
    domicilio: m.domicilio,
    ciudad: m.ciudad,
    provincia: m.provincia,
    telefono: m.telefono,
    obs: m.obs,
    esAdmin: m.es_admin,
    esAdmDo: m.es_admin_dojo,
    esAdmAs: m.es_admin_asoc,
    cfDojo: m.cf_dojo,
    cfAsoc: m.cf_asoc,
    avatar: m.avatar,
  };
}

/** The whole row, to prove that a refused call wrote nothing. */
export async function snapshot(t: TestServer, id: number): Promise<Record<string, unknown>> {
  const [row] = await t.sql('select * from asociado where id_aso = $1', [id]);
  return row;
}

export async function memberCount(t: TestServer): Promise<number> {
  const [{ n }] = await t.sql<{ n: number }>('select count(*)::int as n from asociado');
  return n;
}

/** A plain member (no role, no history) of a dojo, created straight in the database. */
export async function plainMember(
  t: TestServer,
  dojoId: number,
  fields: { nombre?: string; numAcae?: string | null } = {},
): Promise<number> {
  counter++;
  const [{ id_aso }] = await t.sql<{ id_aso: number }>(
    `insert into asociado (dni, nombre, apellido, mail, num_acae, fecha_nacimiento, cf_dojo, cf_asoc)
     select $1, $2, 'Sinhistoria', $3, $4, '1985-02-03', d.id_dojo, d.cf_asoc from dojo d where d.id_dojo = $5
     returning id_aso`,
    [
      `P${process.pid}${counter}`,
      fields.nombre ?? 'Plano',
      `plano.${process.pid}.${counter}@prueba.federa`,
      fields.numAcae ?? null,
      dojoId,
    ],
  );
  return id_aso;
}

export const MEMBER_FIELDS = `id memberNumber dni firstName lastName fullName mail birthDate age address city
  province phone notes avatar isAdmin isAssociationAdmin isDojoAdmin validated validationCode validationLink
  lastFeeYear dojoId associationId`;

/** Every id of the member list under `query` (order, filter, dojo), read page by page over REST. */
export async function allListedIds(
  t: TestServer,
  token: string,
  query: Record<string, string> = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let ini = 0; ; ini += 1000) {
    const page = await t.rest('GET', '/asociados/', {
      token,
      query: { ...query, ini: String(ini), pag: '1000' },
    });
    ids.push(...page.body.res.map((r: { idAso: number }) => r.idAso));
    if (ids.length >= page.body.nTot) return ids;
  }
}
