import type { TestServer } from '../../support/test-server';
import { makeMember, type Role } from '../../support/world';

export {
  ACCOUNT_ID,
  ROLES,
  TRANSPORTS,
  type Outcome,
  type Places,
  type Role,
  type Transport,
} from '../../support/world';
export * from './fees-api';

/** The validation level each account holds over dojo 1 (0: none). */
export const LEVEL_OF: Record<Role, number> = { admin: 3, asoc: 2, dojo: 1, miembro: 0 };

export const CURRENT_YEAR = new Date().getFullYear();

/**
 * A member of a dojo made straight in the database, with a birth date of our choosing and a number
 * of the dojo's association's serie, high enough never to meet a demo member's.
 */
export async function newMember(
  t: TestServer,
  dojoId: number,
  fields: { birth?: string; nombre?: string } = {},
): Promise<{ id: number; numAcae: string; nombre: string }> {
  const m = await makeMember(t, dojoId, { ...fields, apellido: 'Remesado', numberFrom: 9000 });
  return { id: m.id, numAcae: m.numAcae!, nombre: m.nombre };
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
