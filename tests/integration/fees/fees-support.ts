import type { Outcome, Transport } from '../../support/outcome';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';

export type { Outcome, Transport };
export * from './fees-api';
export const TRANSPORTS: Transport[] = ['rest', 'graphql'];

/** The demo accounts (ids 1 to 4), each holding one role, all in association 1 and its dojo 1. */
export const ROLES = ['admin', 'asoc', 'dojo', 'miembro'] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNT_ID: Record<Role, number> = { admin: 1, asoc: 2, dojo: 3, miembro: 4 };
/** The validation level each account holds over dojo 1 (0: none). */
export const LEVEL_OF: Record<Role, number> = { admin: 3, asoc: 2, dojo: 1, miembro: 0 };

/** Dojo 1 (the demo accounts'), another dojo of association 1, and a dojo of another association. */
export type Places = { dojo1: number; sameAsocDojo: number; otherAsoc: number; otherAsocDojo: number };

export const CURRENT_YEAR = new Date().getFullYear();

/** The usual start of a fees test file: its own database, a token per role and the places. */
export async function openFeesWorld() {
  const t = await startTestServer();
  const entries = await Promise.all(
    ROLES.map(async (role) => [role, await signIn(t, `${role}@demo.federa`)] as const),
  );
  const tokens = Object.fromEntries(entries) as Record<Role, string>;
  const [same] = await t.sql('select id_dojo from dojo where cf_asoc = 1 and id_dojo <> 1 order by id_dojo');
  const [other] = await t.sql('select id_dojo, cf_asoc from dojo where cf_asoc <> 1 order by id_dojo');
  const where: Places = {
    dojo1: 1,
    sameAsocDojo: same.id_dojo,
    otherAsoc: other.cf_asoc,
    otherAsocDojo: other.id_dojo,
  };
  return { t, tokens, where };
}

let counter = 0;
/**
 * A member of a dojo made straight in the database, with a birth date of our choosing and a number
 * of the dojo's association's serie, high enough never to meet a demo member's.
 */
export async function newMember(
  t: TestServer,
  dojoId: number,
  fields: { birth?: string; nombre?: string } = {},
): Promise<{ id: number; numAcae: string; nombre: string }> {
  counter++;
  const tag = `${process.pid}${counter}`;
  const nombre = fields.nombre ?? `Cuotista${counter}`;
  const [row] = await t.sql(
    `insert into asociado (dni, nombre, apellido, mail, num_acae, fecha_nacimiento, cf_dojo, cf_asoc)
     select $1, $2, 'Remesado', $3, s.serie || (9000 + $4::int)::text, $5, d.id_dojo, d.cf_asoc
       from dojo d join asociacion s on s.id_asoc = d.cf_asoc where d.id_dojo = $6
     returning id_aso, num_acae`,
    [`F${tag}`, nombre, `cuota.${tag}@prueba.federa`, counter, fields.birth ?? '1980-04-05', dojoId],
  );
  return { id: row.id_aso, numAcae: row.num_acae, nombre };
}

/**
 * A batch made straight in the database at a validation state (0-3), with fees for `members`
 * (their kind by the age reached in the year), so that tests start where they need to.
 */
export async function batchAt(
  t: TestServer,
  dojoId: number,
  year: number,
  state: number,
  members: number[] = [],
): Promise<number> {
  const [{ id_rem }] = await t.sql(
    `insert into remesa (cf_dojo, cf_asoc, anio, cf_asoc_val_dojo, cf_asoc_val_asoc, cf_asoc_val_admi)
     select id_dojo, cf_asoc, $2, $3::int, $4::int, $5::int from dojo where id_dojo = $1 returning id_rem`,
    [dojoId, year, state >= 1 ? 3 : null, state >= 2 ? 2 : null, state >= 3 ? 1 : null],
  );
  for (const member of members) {
    await t.sql(
      `insert into cuota (cf_remesa, cf_asociado, anio, tipo)
       select $1::int, id_aso, $2::int, case when $2::int - extract(year from fecha_nacimiento) >= 18 then 'A' else 'N' end
       from asociado where id_aso = $3`,
      [id_rem, year, member],
    );
  }
  return id_rem;
}

/** A batch's validation state read straight from the database: 0 none, else the highest level. */
export async function stateOf(t: TestServer, id: number): Promise<number> {
  const [row] = await t.sql(
    `select case when cf_asoc_val_admi is not null then 3 when cf_asoc_val_asoc is not null then 2
                 when cf_asoc_val_dojo is not null then 1 else 0 end as state from remesa where id_rem = $1`,
    [id],
  );
  return row.state;
}

/** Everything stored about a batch (its row and its fees), to prove that a refused call wrote nothing. */
export async function batchSnapshot(t: TestServer, id: number) {
  const [row] = await t.sql('select * from remesa where id_rem = $1', [id]);
  const fees = await t.sql('select * from cuota where cf_remesa = $1 order by id_cuota', [id]);
  return { row, fees };
}

export const batchCount = async (t: TestServer) =>
  (await t.sql('select count(*)::int as n from remesa'))[0].n as number;

/** The Spanish messages of part 2 §5 and §8 (and the contract), word for word. */
export const ES = {
  yearRequired: 'El año es requerido.',
  membersRequired: 'Debes marcar al menos un asociado.',
  alreadyValidated: 'La remesa ya está validada.',
  saveFailed: 'La remesa no se ha podido guardar.',
  deleteFailed: 'La remesa no se puede eliminar.',
  deleted: 'Remesa de cuotas eliminada.',
  validateFailed: 'La remesa no se ha podido validar.',
  // Not in the spec, which names only the validation's failure: an undo's refusal is titled as one.
  unvalidateFailed: 'La remesa no se ha podido desvalidar.',
  validated: 'Remesa de cuotas validada.',
  unvalidated: 'Remesa de cuotas desvalidada.',
  mixedStates: 'No puedes seleccionar remesas validadas y no validadas al mismo tiempo',
  mixedYears: 'No puedes validar dos años diferentes.',
  denied: 'Permiso denegado',
  levelNotYours: 'No puedes validar ni desvalidar en ese nivel.',
  previousLevelMissing: 'La remesa aún no está validada en el nivel anterior.',
  nextLevelValidated: 'La remesa ya está validada en el nivel superior.',
  notAtLevel: 'La remesa no está validada en ese nivel.',
};
