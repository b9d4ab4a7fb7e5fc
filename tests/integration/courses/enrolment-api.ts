import { fromGraphql, fromRest, type Outcome, type Transport } from '../../support/outcome';
import type { TestServer } from '../../support/test-server';
import { client } from '../../support/world';

/** An entry under the REST names. */
export type Entry = {
  idsesion: number;
  tipo?: string;
  nasisevento?: number;
  asistencia?: boolean;
  pagado?: boolean;
};
/** A table row under the REST names (GraphQL rows are renamed to them). */
export type Row = {
  idAso: number;
  numAcae: string | null;
  nombre: string;
  apellido: string;
  dojo: string;
  adulto: boolean;
  ultima_cuota: number | null;
  avatar: string;
  inscrito: boolean;
  pagado: boolean;
  asistencia: boolean;
  clausulaAceptada: boolean;
  editable: boolean;
  sesiones: Entry[];
};
export type Table = {
  res: Row[];
  nRes: number;
  nTot: number;
  /** false: nTot is a lower bound (a count stopped at its bound). */
  nTotExacto: boolean;
  inscritos: number;
  pagados: number;
  asistidos: number;
  eventos: { idsesion: number; total: number }[];
};
/** One row of subirCambios under the REST names; GraphQL gets them renamed. */
export type Change = {
  idAso: number;
  inscrito: boolean;
  pagado?: boolean;
  asistencia?: boolean;
  clausulaAceptada?: boolean;
  sesiones?: Entry[];
};
/** A keyset page of the table under the REST names: its rows and the next cursor (null: the end). */
export type CursorTable = { res: Row[]; nRes: number; sig: string | null };
export type TableQuery = {
  orden?: string;
  columna?: string;
  filtro?: string;
  ini?: number;
  pag?: number;
  soloInscritos?: boolean;
  alumno?: number;
  /** 1: the count may stop at its bound (GraphQL's boundedTotal), as the web's pager asks. */
  acotar?: 1;
};

export const COLUMN_OF: Record<string, string> = {
  todas: 'ALL',
  numAcae: 'NUMBER',
  nombre: 'FIRST_NAME',
  apellido: 'LAST_NAME',
  dojo: 'DOJO',
};

const ROW_FIELDS = `memberId number firstName lastName dojoName adult lastFeeYear avatar enrolled paid attended
  clauseAccepted editable entries { sessionId kind eventAttendees attended paid }`;
const PAGE_FIELDS = `returned total totalIsExact enrolled paid attended eventTotals { sessionId total }
  items { ${ROW_FIELDS} }`;

const fromRow = (r: any): Row => ({
  idAso: r.memberId,
  numAcae: r.number,
  nombre: r.firstName,
  apellido: r.lastName,
  dojo: r.dojoName,
  adulto: r.adult,
  ultima_cuota: r.lastFeeYear,
  avatar: r.avatar,
  inscrito: r.enrolled,
  pagado: r.paid,
  asistencia: r.attended,
  clausulaAceptada: r.clauseAccepted,
  editable: r.editable,
  sesiones: r.entries.map((e: any) => ({
    idsesion: e.sessionId,
    tipo: e.kind,
    nasisevento: e.eventAttendees,
    asistencia: e.attended,
    pagado: e.paid,
  })),
});

const fromPage = (p: any): Table => ({
  res: p.items.map(fromRow),
  nRes: p.returned,
  nTot: p.total,
  nTotExacto: p.totalIsExact,
  inscritos: p.enrolled,
  pagados: p.paid,
  asistidos: p.attended,
  eventos: p.eventTotals.map((e: any) => ({ idsesion: e.sessionId, total: e.total })),
});

const toInput = (c: Change) => ({
  memberId: c.idAso,
  enrolled: c.inscrito,
  paid: c.pagado,
  attended: c.asistencia,
  clauseAccepted: c.clausulaAceptada,
  entries: c.sesiones?.map((e) => ({
    sessionId: e.idsesion,
    eventAttendees: e.nasisevento,
    attended: e.asistencia,
    paid: e.pagado,
  })),
});

/** listAlum and subirCambios through either door, with one answer shape (REST names). */
export function enrolmentApi(t: TestServer, transport: Transport, token?: string, lang = 'es') {
  const { rest, graphql: gql } = client(t, token, lang);
  const isRest = transport === 'rest';
  return {
    async table(curso: number, q: TableQuery = {}): Promise<Outcome<Table>> {
      if (isRest) {
        return fromRest((await rest('GET', '/cursos/listAlum', { curso, ...q })).body, (b) => b as Table);
      }
      const answer = await gql(
        `query ($c: Int!, $page: ListInput, $col: EnrolmentSearchColumn, $only: Boolean, $m: Int,
                $bounded: Boolean! = false) {
           courseEnrolment(courseId: $c, page: $page, column: $col, enrolledOnly: $only, memberId: $m,
                           boundedTotal: $bounded) {
             ${PAGE_FIELDS} } }`,
        {
          c: curso,
          page: { offset: q.ini, limit: q.pag, filter: q.filtro, orderBy: q.orden },
          col: q.columna === undefined ? undefined : (COLUMN_OF[q.columna] ?? q.columna),
          only: q.soloInscritos,
          m: q.alumno,
          bounded: q.acotar === 1,
        },
      );
      return fromGraphql(answer, (d) => fromPage(d.courseEnrolment));
    },

    /** A keyset page (`tras`: '' for the first), as GET listAlum?tras= or enrolmentConnection. */
    async cursorTable(
      curso: number,
      q: Omit<TableQuery, 'ini'> & { tras: string },
    ): Promise<Outcome<CursorTable>> {
      if (isRest) {
        return fromRest(
          (await rest('GET', '/cursos/listAlum', { curso, ...q })).body,
          (b) => b as CursorTable,
        );
      }
      const answer = await gql(
        `query ($c: Int!, $first: Int!, $after: String, $orderBy: String, $filter: String,
                $col: EnrolmentSearchColumn, $only: Boolean, $m: Int) {
           enrolmentConnection(courseId: $c, first: $first, after: $after, orderBy: $orderBy, filter: $filter,
                               column: $col, enrolledOnly: $only, memberId: $m) {
             edges { node { ${ROW_FIELDS} } } pageInfo { hasNextPage endCursor } } }`,
        {
          c: curso,
          first: q.pag ?? 15,
          after: q.tras || null,
          orderBy: q.orden,
          filter: q.filtro,
          col: q.columna === undefined ? undefined : (COLUMN_OF[q.columna] ?? q.columna),
          only: q.soloInscritos,
          m: q.alumno,
        },
      );
      return fromGraphql(answer, (d) => {
        const c = d.enrolmentConnection;
        const res = c.edges.map((e: any) => fromRow(e.node));
        return { res, nRes: res.length, sig: c.pageInfo.hasNextPage ? c.pageInfo.endCursor : null };
      });
    },

    /** Saves changes; answers the REST message, or the GraphQL first page's total. */
    async save(idCurso: number, cambios: Change[]): Promise<Outcome<string | number>> {
      if (isRest) {
        const answer = await rest('POST', '/cursos/subirCambios', { idCurso, cambios });
        return fromRest(answer.body, (b) => b.res.mensaje);
      }
      const answer = await gql(
        `mutation ($c: Int!, $changes: [EnrolmentChangeInput!]!) {
           saveEnrolmentChanges(courseId: $c, changes: $changes) { total } }`,
        { c: idCurso, changes: cambios.map(toInput) },
      );
      return fromGraphql(answer, (d) => d.saveEnrolmentChanges.total);
    },
  };
}

export type EnrolmentApi = ReturnType<typeof enrolmentApi>;
