import { fromGraphql, fromRest, type Outcome, type Transport } from '../../support/outcome';
import type { TestServer } from '../../support/test-server';
import { client } from '../../support/world';

/** A session under the REST names (aSesion item). */
export type Sesion = {
  idses?: number;
  fecha?: string;
  horaini?: string;
  horafin?: string;
  descripcion?: string;
  tipo?: string;
};

/** A course's fields as the REST form sends them (POST /cursos/ins and /mod). */
export type CourseFields = {
  titulo?: string;
  ciudad?: string;
  obs?: string;
  actClau?: boolean;
  clau?: string;
  imagen?: string;
  aSesion?: Sesion[];
  idDojo?: number;
};

/** A list row under the REST names (GraphQL items are renamed to them). */
export type CourseRow = {
  idCurso: number;
  titulo: string;
  fechaIni: string | null;
  fechaFin: string | null;
  ciudad: string;
  dojo: string;
  cfOrganiz: number;
  cfValAdmi: number;
  estado: string;
  asiste: boolean;
  imagen: string | null;
};

export type CourseDetail = CourseRow & {
  obs: string;
  actClau: boolean;
  clau: string | null;
  aSesion: Required<Sesion>[];
};

const ESTADO: Record<string, string> = {
  UPCOMING: 'Próximamente',
  RUNNING: 'En curso',
  FINISHED: 'Terminado',
};
const ROW_FIELDS = `id title startDate endDate city organiserName organiserId validatedById status enrolled image`;
const fromRow = (c: any): CourseRow => ({
  idCurso: c.id,
  titulo: c.title,
  fechaIni: c.startDate,
  fechaFin: c.endDate,
  ciudad: c.city,
  dojo: c.organiserName,
  cfOrganiz: c.organiserId,
  cfValAdmi: c.validatedById ?? 0,
  estado: ESTADO[c.status],
  asiste: c.enrolled,
  imagen: c.image,
});

const GRAPHQL_NAMES: Record<string, string> = {
  titulo: 'title',
  ciudad: 'city',
  obs: 'details',
  actClau: 'clausesActive',
  clau: 'clauses',
  imagen: 'image',
  aSesion: 'sessions',
  idDojo: 'dojoId',
};
const toSession = (s: Sesion) => ({
  id: s.idses,
  date: s.fecha,
  startTime: s.horaini,
  endTime: s.horafin,
  description: s.descripcion,
  kind: s.tipo,
});
/** The REST fields as a GraphQL CourseInput; fields left out stay out. */
export function toInput(v: CourseFields): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(v)) {
    if (value === undefined) continue;
    input[GRAPHQL_NAMES[name]] = name === 'aSesion' ? (value as Sesion[]).map(toSession) : value;
  }
  return input;
}

export type ListQuery = {
  ini?: number;
  pag?: number | 'ALL';
  orden?: string;
  filtro?: string;
  idAsoc?: number;
};

/** The course calls through either door, with one answer shape (REST names). */
export function courseApi(t: TestServer, transport: Transport, token?: string, lang = 'es') {
  const { rest, graphql: gql } = client(t, token, lang);
  const isRest = transport === 'rest';

  return {
    async list(q: ListQuery = {}): Promise<Outcome<{ rows: CourseRow[]; nRes: number; nTot: number }>> {
      if (isRest) {
        const answer = await rest('GET', '/cursos/', q);
        return fromRest(answer.body, (b) => ({ rows: b.res, nRes: b.nRes, nTot: b.nTot }));
      }
      const page = {
        offset: q.ini,
        limit: q.pag === 'ALL' ? undefined : q.pag,
        all: q.pag === 'ALL' ? true : undefined,
        orderBy: q.orden,
        filter: q.filtro,
      };
      const answer = await gql(
        `query ($page: ListInput, $a: Int) { courses(page: $page, associationId: $a) {
           returned total items { ${ROW_FIELDS} } } }`,
        { page, a: q.idAsoc },
      );
      return fromGraphql(answer, (d) => ({
        rows: d.courses.items.map(fromRow),
        nRes: d.courses.returned,
        nTot: d.courses.total,
      }));
    },

    async position(id: number, q: ListQuery = {}): Promise<Outcome<number>> {
      if (isRest) {
        const answer = await rest('GET', '/cursos/posicion', {
          id,
          orden: q.orden,
          filtro: q.filtro,
          idAsoc: q.idAsoc,
        });
        return fromRest(answer.body, (b) => b.res.pos);
      }
      const answer = await gql(
        `query ($id: Int!, $o: String, $f: String, $a: Int) {
           coursePosition(id: $id, orderBy: $o, filter: $f, associationId: $a) }`,
        { id, o: q.orden, f: q.filtro, a: q.idAsoc },
      );
      return fromGraphql(answer, (d) => d.coursePosition);
    },

    async ver(id: number): Promise<Outcome<CourseDetail>> {
      if (isRest) {
        const answer = await rest('GET', '/cursos/ver', { id });
        return fromRest(answer.body, (b) => b.res);
      }
      const answer = await gql(
        `query ($id: Int!) { course(id: $id) { ${ROW_FIELDS} details clausesActive clauses
           sessions { id date startTime endTime description kind } } }`,
        { id },
      );
      return fromGraphql(answer, ({ course: c }) => ({
        ...fromRow(c),
        obs: c.details,
        actClau: c.clausesActive,
        clau: c.clauses,
        aSesion: c.sessions.map((s: any) => ({
          idses: s.id,
          fecha: s.date,
          horaini: s.startTime,
          horafin: s.endTime,
          descripcion: s.description,
          tipo: s.kind,
        })),
      }));
    },

    async add(v: CourseFields): Promise<Outcome<number>> {
      if (isRest) {
        const answer = await rest('POST', '/cursos/ins', v);
        return fromRest(answer.body, (b) => b.res.idCurso);
      }
      const answer = await gql(`mutation ($input: CourseInput!) { createCourse(input: $input) { id } }`, {
        input: toInput(v),
      });
      return fromGraphql(answer, (d) => d.createCourse.id);
    },

    /**
     * Changes the fields named: REST sends them with `modificar` (the other fields may be sent
     * too: `extra`, which must be ignored); GraphQL sends only the named ones.
     */
    async edit(
      id: number,
      v: CourseFields,
      options: { modificar?: unknown; extra?: CourseFields } = {},
    ): Promise<Outcome<number>> {
      if (isRest) {
        const modificar = options.modificar ?? Object.keys(v);
        const answer = await rest('POST', '/cursos/mod', { id, ...options.extra, ...v, modificar });
        return fromRest(answer.body, (b) => b.res.idCurso);
      }
      const answer = await gql(
        `mutation ($id: Int!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { id } }`,
        { id, input: toInput(v) },
      );
      return fromGraphql(answer, (d) => d.updateCourse.id);
    },

    async del(id: number): Promise<Outcome<string>> {
      if (isRest) {
        const answer = await rest('POST', '/cursos/delCurso', { idCurso: id });
        return fromRest(answer.body, (b) => b.res.mensaje);
      }
      const answer = await gql(`mutation ($id: Int!) { deleteCourse(id: $id) { message } }`, { id });
      return fromGraphql(answer, (d) => d.deleteCourse.message);
    },

    /** Toggles validation; answers cfValAdmi (0 when now unvalidated). */
    async toggle(id: number): Promise<Outcome<number>> {
      if (isRest) {
        const answer = await rest('POST', '/cursos/cursoToggleVal', { idCurso: id });
        return fromRest(answer.body, (b) => b.res.cfValAdmi);
      }
      const answer = await gql(`mutation ($id: Int!) { toggleCourseValidation(id: $id) { validatedById } }`, {
        id,
      });
      return fromGraphql(answer, (d) => d.toggleCourseValidation.validatedById ?? 0);
    },

    async mine(q: { idAsoc?: number; idAso?: number; orden?: string } = {}): Promise<Outcome<any[]>> {
      if (isRest) {
        const answer = await rest('GET', '/cursos/listCursos', q);
        return fromRest(answer.body, (b) => b.res);
      }
      const answer = await gql(
        `query ($a: Int, $m: Int, $o: String) { myCourses(associationId: $a, memberId: $m, orderBy: $o) {
           id title startDate endDate city organiserName status validatedById } }`,
        { a: q.idAsoc, m: q.idAso, o: q.orden },
      );
      return fromGraphql(answer, (d) =>
        d.myCourses.map((c: any) => ({
          idCurso: c.id,
          titulo: c.title,
          fechaIni: c.startDate,
          fechaFin: c.endDate,
          ciudad: c.city,
          nombre: c.organiserName,
          estado: ESTADO[c.status],
          cfValAdmi: c.validatedById ?? 0,
        })),
      );
    },

    async publicList(q: ListQuery = {}): Promise<Outcome<{ rows: any[]; nTot: number }>> {
      if (isRest) {
        const answer = await rest('GET', '/cursos/public', q);
        return fromRest(answer.body, (b) => ({ rows: b.res, nTot: b.nTot }));
      }
      const page = { offset: q.ini, limit: q.pag, orderBy: q.orden, filter: q.filtro };
      const answer = await gql(
        `query ($page: ListInput) { publicCourses(page: $page) { total
           items { id title image city startDate endDate details } } }`,
        { page },
      );
      return fromGraphql(answer, (d) => ({
        nTot: d.publicCourses.total,
        rows: d.publicCourses.items.map((c: any) => ({
          idCurso: c.id,
          titulo: c.title,
          imagen: c.image,
          ciudad: c.city,
          fechaIni: c.startDate,
          fechaFin: c.endDate,
          obs: c.details,
        })),
      }));
    },
  };
}

export type CourseApi = ReturnType<typeof courseApi>;
