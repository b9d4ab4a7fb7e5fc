import { doors, fromGraphql, fromRest, type Outcome, type Transport } from '../../support/outcome';
import type { TestServer } from '../../support/test-server';

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

    async add(v: { anio?: number; selec?: number[]; idDojo?: number }): Promise<Outcome<number>> {
      if (isRest) {
        const answer = await rest('POST', '/cuotas/ins', v);
        return fromRest(answer.body, (b) => b.res.id);
      }
      const answer = await gql(`mutation ($input: FeeBatchInput!) { createFeeBatch(input: $input) { id } }`, {
        input: { year: v.anio, memberIds: v.selec, dojoId: v.idDojo },
      });
      return fromGraphql(answer, (d) => d.createFeeBatch.id);
    },

    async edit(id: number, v: { anio?: number; selec?: number[] }): Promise<Outcome<number>> {
      if (isRest) {
        const answer = await rest('POST', '/cuotas/mod', { id, ...v });
        return fromRest(answer.body, (b) => b.res.id);
      }
      const answer = await gql(
        `mutation ($id: Int!, $input: FeeBatchInput!) { updateFeeBatch(id: $id, input: $input) { id } }`,
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
