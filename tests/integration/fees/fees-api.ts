import { fromGraphql, fromRest, type Outcome, type Transport } from '../../support/outcome';
import type { TestServer } from '../../support/test-server';
import { client } from '../../support/world';

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
  const { ask, rest, graphql } = client(t, token, lang);
  const statusOf = (tipo?: string) => (tipo === undefined ? undefined : STATUS_OF_TIPO[tipo]);

  return {
    list(q: ListQuery = {}): Promise<Outcome<{ rows: BatchRow[]; nRes: number; nTot: number }>> {
      return ask(transport, {
        rest: {
          method: 'GET',
          path: '/cuotas/',
          params: q,
          value: (b) => ({ rows: b.res, nRes: b.nRes, nTot: b.nTot }),
        },
        graphql: {
          query: `query ($page: ListInput, $status: FeeBatchStatus) { feeBatches(page: $page, status: $status) {
             returned total items { ${BATCH_FIELDS} } } }`,
          variables: {
            page: { offset: q.ini, limit: q.pag, orderBy: q.orden, filter: q.filtro },
            status: statusOf(q.tipo),
          },
          value: (d) => ({
            rows: d.feeBatches.items.map(fromBatch),
            nRes: d.feeBatches.returned,
            nTot: d.feeBatches.total,
          }),
        },
      });
    },

    position(id: number, q: ListQuery = {}): Promise<Outcome<number>> {
      return ask(transport, {
        rest: {
          method: 'GET',
          path: '/cuotas/posicion',
          params: { id, orden: q.orden, filtro: q.filtro, tipo: q.tipo },
          value: (b) => b.res.pos,
        },
        graphql: {
          query: `query ($id: Int!, $o: String, $f: String, $s: FeeBatchStatus) {
             feeBatchPosition(id: $id, orderBy: $o, filter: $f, status: $s) }`,
          variables: { id, o: q.orden, f: q.filtro, s: statusOf(q.tipo) },
          value: (d) => d.feeBatchPosition,
        },
      });
    },

    /** One batch as the modal reads it, with its history (newest first). */
    ver(id: number): Promise<Outcome<BatchView & { validaciones: Validation[] }>> {
      return ask(transport, {
        rest: { method: 'GET', path: '/cuotas/ver', params: { id }, value: (b) => b.res },
        graphql: {
          query: `query ($id: Int!) { feeBatch(id: $id) { id year dojoId validatedByDojoId memberIds
             history { level validated at memberId memberName } } }`,
          variables: { id },
          value: ({ feeBatch: b }) => ({
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
          }),
        },
      });
    },

    /** One batch as a list row (GraphQL feeBatch; REST has no single-row call, so it is searched for). */
    async row(id: number): Promise<Outcome<BatchRow | undefined>> {
      if (transport === 'rest') {
        const [{ anio }] = await t.sql('select anio from remesa where id_rem = $1', [id]);
        const answer = await rest('GET', '/cuotas/', { filtro: String(anio), pag: 100 });
        return fromRest(answer.body, (b) => b.res.find((r: BatchRow) => r.idRem === id));
      }
      const answer = await graphql(`query ($id: Int!) { feeBatch(id: $id) { ${BATCH_FIELDS} } }`, { id });
      return fromGraphql(answer, (d) => fromBatch(d.feeBatch));
    },

    candidates(
      anio: number,
      q: { orden?: string; id?: number; idDojo?: number } = {},
    ): Promise<Outcome<Candidate[]>> {
      return ask(transport, {
        rest: { method: 'GET', path: '/cuotas/listAlum', params: { anio, ...q }, value: (b) => b.res },
        graphql: {
          query: `query ($y: Int!, $b: Int, $d: Int, $o: String) {
             feeBatchCandidates(year: $y, batchId: $b, dojoId: $d, orderBy: $o) {
               memberId number firstName lastName kind lastFeeYear inBatch otherBatchId } }`,
          variables: { y: anio, b: q.id, d: q.idDojo, o: q.orden },
          value: (d) =>
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
        },
      });
    },

    add(v: { anio?: number; selec?: number[]; idDojo?: number }): Promise<Outcome<number>> {
      return ask(transport, {
        rest: { method: 'POST', path: '/cuotas/ins', params: v, value: (b) => b.res.id },
        graphql: {
          query: `mutation ($input: FeeBatchInput!) { createFeeBatch(input: $input) { id } }`,
          variables: { input: { year: v.anio, memberIds: v.selec, dojoId: v.idDojo } },
          value: (d) => d.createFeeBatch.id,
        },
      });
    },

    edit(id: number, v: { anio?: number; selec?: number[] }): Promise<Outcome<number>> {
      return ask(transport, {
        rest: { method: 'POST', path: '/cuotas/mod', params: { id, ...v }, value: (b) => b.res.id },
        graphql: {
          query: `mutation ($id: Int!, $input: FeeBatchInput!) { updateFeeBatch(id: $id, input: $input) { id } }`,
          variables: { id, input: { year: v.anio, memberIds: v.selec } },
          value: (d) => d.updateFeeBatch.id,
        },
      });
    },

    del(id: number): Promise<Outcome<string>> {
      return ask(transport, {
        rest: { method: 'POST', path: '/cuotas/del', params: { id }, value: (b) => b.res.mensaje },
        graphql: {
          query: `mutation ($id: Int!) { deleteFeeBatch(id: $id) { message } }`,
          variables: { id },
          value: (d) => d.deleteFeeBatch.message,
        },
      });
    },

    /** Validates (or undoes) a level on batches; answers the REST message, or the GraphQL batches' ids. */
    validate(selec: number[], valida: boolean, nivel: number): Promise<Outcome<string | number[]>> {
      const name = valida ? 'validateFeeBatches' : 'unvalidateFeeBatches';
      return ask<string | number[]>(transport, {
        rest: {
          method: 'POST',
          path: '/cuotas/valida',
          params: { selec, valida, nivel },
          value: (b) => b.res.mensaje,
        },
        graphql: {
          query: `mutation ($ids: [Int!]!, $level: Int!) { ${name}(ids: $ids, level: $level) { id } }`,
          variables: { ids: selec, level: nivel },
          value: (d) => d[name].map((b: { id: number }) => b.id),
        },
      });
    },

    /** A member's fees: the years paid, newest first, and the dojo of each. */
    paid(idAsoc: number): Promise<Outcome<{ years: number[]; dojos: string[] }>> {
      return ask(transport, {
        rest: {
          method: 'GET',
          path: '/cuotas/listCuotas',
          params: { idAsoc },
          value: (b) => ({ years: b.res, dojos: b.dojos }),
        },
        graphql: {
          query: `query ($id: Int!) { memberFees(memberId: $id) { year dojoId dojoName } }`,
          variables: { id: idAsoc },
          value: (d) => ({
            years: d.memberFees.map((f: any) => f.year),
            dojos: d.memberFees.map((f: any) => f.dojoName),
          }),
        },
      });
    },

    warnings(): Promise<Outcome<number>> {
      return ask(transport, {
        rest: { method: 'GET', path: '/cuotas/warnings', value: (b) => b.res },
        graphql: { query: '{ warnings { fees } }', value: (d) => d.warnings.fees },
      });
    },
  };
}

export type FeeApi = ReturnType<typeof feeApi>;
