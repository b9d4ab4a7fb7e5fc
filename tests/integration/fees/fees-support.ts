import { doors, fromGraphql, fromRest, type Outcome, type Transport } from '../../support/outcome';
import { signIn } from '../../support/sessions';
import { startTestServer, type TestServer } from '../../support/test-server';

export type { Outcome, Transport };
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

/** A batch row under the REST names (GraphQL items are renamed to them). */
export type BatchRow = {
  idRem: number;
  dojo: string;
  asociacion: string;
  anio: number;
  numAd: number;
  numNi: number;
  cfDojo: number;
  cfAsoc: number;
  cfAsocValDojo: number;
  cfAsocValAsoc: number;
  cfAsocValAdmi: number;
  valNiv: number;
  desValNiv: number;
};
const BATCH_FIELDS = `id year dojoId dojoName associationId associationName adults children state
  validatedByDojoId validatedByAssociationId validatedNationallyById levelToValidate levelToUndo`;
const fromBatch = (b: any): BatchRow => ({
  idRem: b.id,
  dojo: b.dojoName,
  asociacion: b.associationName,
  anio: b.year,
  numAd: b.adults,
  numNi: b.children,
  cfDojo: b.dojoId,
  cfAsoc: b.associationId,
  cfAsocValDojo: b.validatedByDojoId ?? 0,
  cfAsocValAsoc: b.validatedByAssociationId ?? 0,
  cfAsocValAdmi: b.validatedNationallyById ?? 0,
  valNiv: b.levelToValidate,
  desValNiv: b.levelToUndo,
});

/** REST `tipo` and the GraphQL status it stands for. */
export const STATUS_OF_TIPO: Record<string, string> = {
  dojo: 'VALIDATED_BY_DOJO',
  asoc: 'VALIDATED_BY_ASSOCIATION',
  admin: 'VALIDATED_NATIONALLY',
  no_dojo: 'WAITING_FOR_DOJO',
  no_asoc: 'WAITING_FOR_ASSOCIATION',
  no_admin: 'WAITING_FOR_NATIONAL',
};

export type ListQuery = { ini?: number; pag?: number; orden?: string; filtro?: string; tipo?: string };
export type Validation = { nivel: number; valida: boolean; fecha: string; idAso: number; nombre: string };
export type BatchView = { id: number; selec: number[]; anio: number; cfValDojo: number; cfDojo: number };
export type Candidate = {
  idAso: number;
  numAcae: string | null;
  nombre: string;
  apellido: string;
  tipo: string;
  ultima_cuota: number | null;
  marcado: boolean;
  remesa: number | null;
};

/** The fee calls through either door, with one answer shape (REST names), for one session and language. */
export function feeApi(t: TestServer, transport: Transport, token?: string, lang = 'es') {
  const { rest, gql } = doors(t, token, lang);
  const isRest = transport === 'rest';

  return {
    async list(q: ListQuery = {}): Promise<Outcome<{ rows: BatchRow[]; nRes: number; nTot: number }>> {
      if (isRest) {
        const answer = await rest('GET', '/cuotas/', q);
        return fromRest(answer.body, (b) => ({ rows: b.res, nRes: b.nRes, nTot: b.nTot }));
      }
      const page = { offset: q.ini, limit: q.pag, orderBy: q.orden, filter: q.filtro };
      const status = q.tipo === undefined ? undefined : STATUS_OF_TIPO[q.tipo];
      const answer = await gql(
        `query ($page: ListInput, $status: FeeBatchStatus) { feeBatches(page: $page, status: $status) {
           returned total items { ${BATCH_FIELDS} } } }`,
        { page, status },
      );
      return fromGraphql(answer, (d) => ({
        rows: d.feeBatches.items.map(fromBatch),
        nRes: d.feeBatches.returned,
        nTot: d.feeBatches.total,
      }));
    },

    async position(id: number, q: ListQuery = {}): Promise<Outcome<number>> {
      if (isRest) {
        const answer = await rest('GET', '/cuotas/posicion', {
          id,
          orden: q.orden,
          filtro: q.filtro,
          tipo: q.tipo,
        });
        return fromRest(answer.body, (b) => b.res.pos);
      }
      const answer = await gql(
        `query ($id: Int!, $o: String, $f: String, $s: FeeBatchStatus) {
           feeBatchPosition(id: $id, orderBy: $o, filter: $f, status: $s) }`,
        { id, o: q.orden, f: q.filtro, s: q.tipo === undefined ? undefined : STATUS_OF_TIPO[q.tipo] },
      );
      return fromGraphql(answer, (d) => d.feeBatchPosition);
    },

    /** One batch as the modal reads it, with its history (newest first). */
    async ver(id: number): Promise<Outcome<BatchView & { validaciones: Validation[] }>> {
      if (isRest) {
        const answer = await rest('GET', '/cuotas/ver', { id });
        return fromRest(answer.body, (b) => b.res);
      }
      const answer = await gql(
        `query ($id: Int!) { feeBatch(id: $id) { id year dojoId validatedByDojoId memberIds
           history { level validated at memberId memberName } } }`,
        { id },
      );
      return fromGraphql(answer, ({ feeBatch: b }) => ({
        id: b.id,
        selec: b.memberIds,
        anio: b.year,
        cfValDojo: b.validatedByDojoId ?? 0,
        cfDojo: b.dojoId,
        validaciones: b.history.map((h: any) => ({
          nivel: h.level,
          valida: h.validated,
          fecha: h.at,
          idAso: h.memberId,
          nombre: h.memberName,
        })),
      }));
    },

    /** One batch as a list row (GraphQL feeBatch; REST has no single-row call, so it is searched for). */
    async row(id: number): Promise<Outcome<BatchRow | undefined>> {
      if (isRest) {
        const [{ anio }] = await t.sql('select anio from remesa where id_rem = $1', [id]);
        const answer = await rest('GET', '/cuotas/', { filtro: String(anio), pag: 100 });
        return fromRest(answer.body, (b) => b.res.find((r: BatchRow) => r.idRem === id));
      }
      const answer = await gql(`query ($id: Int!) { feeBatch(id: $id) { ${BATCH_FIELDS} } }`, { id });
      return fromGraphql(answer, (d) => fromBatch(d.feeBatch));
    },

    async candidates(
      anio: number,
      q: { orden?: string; id?: number; idDojo?: number } = {},
    ): Promise<Outcome<Candidate[]>> {
      if (isRest) {
        const answer = await rest('GET', '/cuotas/listAlum', { anio, ...q });
        return fromRest(answer.body, (b) => b.res);
      }
      const answer = await gql(
        `query ($y: Int!, $b: Int, $d: Int, $o: String) {
           feeBatchCandidates(year: $y, batchId: $b, dojoId: $d, orderBy: $o) {
             memberId number firstName lastName kind lastFeeYear inBatch otherBatchId } }`,
        { y: anio, b: q.id, d: q.idDojo, o: q.orden },
      );
      return fromGraphql(answer, (d) =>
        d.feeBatchCandidates.map((c: any) => ({
          idAso: c.memberId,
          numAcae: c.number,
          nombre: c.firstName,
          apellido: c.lastName,
          tipo: c.kind,
          ultima_cuota: c.lastFeeYear,
          marcado: c.inBatch,
          remesa: c.otherBatchId,
        })),
      );
    },

    // The input type is FeeBatchInputType on the server (the contract said FeeBatchInput).
    async add(v: { anio?: number; selec?: number[]; idDojo?: number }): Promise<Outcome<number>> {
      if (isRest) {
        const answer = await rest('POST', '/cuotas/ins', v);
        return fromRest(answer.body, (b) => b.res.id);
      }
      const answer = await gql(
        `mutation ($input: FeeBatchInputType!) { createFeeBatch(input: $input) { id } }`,
        {
          input: { year: v.anio, memberIds: v.selec, dojoId: v.idDojo },
        },
      );
      return fromGraphql(answer, (d) => d.createFeeBatch.id);
    },

    async edit(id: number, v: { anio?: number; selec?: number[] }): Promise<Outcome<number>> {
      if (isRest) {
        const answer = await rest('POST', '/cuotas/mod', { id, ...v });
        return fromRest(answer.body, (b) => b.res.id);
      }
      const answer = await gql(
        `mutation ($id: Int!, $input: FeeBatchInputType!) { updateFeeBatch(id: $id, input: $input) { id } }`,
        { id, input: { year: v.anio, memberIds: v.selec } },
      );
      return fromGraphql(answer, (d) => d.updateFeeBatch.id);
    },

    async del(id: number): Promise<Outcome<string>> {
      if (isRest) {
        const answer = await rest('POST', '/cuotas/del', { id });
        return fromRest(answer.body, (b) => b.res.mensaje);
      }
      const answer = await gql(`mutation ($id: Int!) { deleteFeeBatch(id: $id) { message } }`, { id });
      return fromGraphql(answer, (d) => d.deleteFeeBatch.message);
    },

    /** Validates (or undoes) a level on batches; answers the REST message, or the GraphQL batches' ids. */
    async validate(selec: number[], valida: boolean, nivel: number): Promise<Outcome<string | number[]>> {
      if (isRest) {
        const answer = await rest('POST', '/cuotas/valida', { selec, valida, nivel });
        return fromRest(answer.body, (b) => b.res.mensaje);
      }
      const name = valida ? 'validateFeeBatches' : 'unvalidateFeeBatches';
      const answer = await gql(
        `mutation ($ids: [Int!]!, $level: Int!) { ${name}(ids: $ids, level: $level) { id } }`,
        {
          ids: selec,
          level: nivel,
        },
      );
      return fromGraphql(answer, (d) => d[name].map((b: { id: number }) => b.id));
    },

    /** A member's fees: the years paid, newest first, and the dojo of each. */
    async paid(idAsoc: number): Promise<Outcome<{ years: number[]; dojos: string[] }>> {
      if (isRest) {
        const answer = await rest('GET', '/cuotas/listCuotas', { idAsoc });
        return fromRest(answer.body, (b) => ({ years: b.res, dojos: b.dojos }));
      }
      const answer = await gql(`query ($id: Int!) { memberFees(memberId: $id) { year dojoId dojoName } }`, {
        id: idAsoc,
      });
      return fromGraphql(answer, (d) => ({
        years: d.memberFees.map((f: any) => f.year),
        dojos: d.memberFees.map((f: any) => f.dojoName),
      }));
    },

    async warnings(): Promise<Outcome<number>> {
      if (isRest) return fromRest((await rest('GET', '/cuotas/warnings', {})).body, (b) => b.res);
      return fromGraphql(await gql('{ warnings { fees } }'), (d) => d.warnings.fees);
    },
  };
}

export type FeeApi = ReturnType<typeof feeApi>;

/** The Spanish messages of part 2 §5 and §8 (and the contract), word for word. */
export const ES = {
  yearRequired: 'El año es requerido.',
  membersRequired: 'Debes marcar al menos un asociado.',
  alreadyValidated: 'La remesa ya está validada.',
  saveFailed: 'La remesa no se ha podido guardar.',
  deleteFailed: 'La remesa no se puede eliminar.',
  deleted: 'Remesa de cuotas eliminada.',
  validateFailed: 'La remesa no se ha podido validar.',
  validated: 'Remesa de cuotas validada.',
  unvalidated: 'Remesa de cuotas desvalidada.',
  mixedStates: 'No puedes seleccionar remesas validadas y no validadas al mismo tiempo',
  mixedYears: 'No puedes validar dos años diferentes.',
  denied: 'Permiso denegado',
  levelNotYours: 'No puedes validar ni desvalidar en ese nivel.',
  previousLevelMissing: 'La remesa aún no está validada en el nivel anterior.',
  nextLevelValidated: 'La remesa ya está validada en el nivel superior.',
};
