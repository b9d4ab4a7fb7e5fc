import { fromGraphql, fromRest, type Outcome, type Transport } from '../../support/outcome';
import type { TestServer } from '../../support/test-server';
import { client } from '../../support/world';

/** A held belt under the REST names (GraphQL's are renamed to them). */
export type HeldBelt = { idgrado: number; idcinturon: number; fecha: string; nhoras: number; estado: number };
export type HeldTitle = { idasoc_titulo: number; cftitulo: number; fecha: string; estado: number };
export type BeltIn = { idcinturon: number; fecha?: string | null; nhoras?: string | null };
export type TitleIn = { cftitulo: number; fecha?: string | null };
export type ListRow = {
  tipo: 'grado' | 'titulo';
  id: number;
  nombre: string;
  apellido: string;
  descripcion: string;
  fecha: string;
  validacion: number;
  valor: number;
  validador: string | null;
  validado_en: string | null;
  numacae: string | null;
};
export type ListQuery = {
  ini?: number;
  pag?: number;
  orden?: string;
  filtro?: string;
  cumpleHoras?: boolean;
};

const HELD = 'id refId date hours status value validatorId validatedAt locked';
const belt = (b: any): HeldBelt => ({
  idgrado: b.id,
  idcinturon: b.refId,
  fecha: b.date,
  nhoras: b.hours,
  estado: b.status,
});
const title = (b: any): HeldTitle => ({
  idasoc_titulo: b.id,
  cftitulo: b.refId,
  fecha: b.date,
  estado: b.status,
});

/**
 * The grade calls through either door, with one answer shape (REST names). REST saves go one call
 * per kind of change (ins, delGrado, mod, tituloins, ...); GraphQL sends the whole wanted state
 * (the stored one with the change) to saveMemberGrades.
 */
export function gradeApi(t: TestServer, transport: Transport, token?: string, lang = 'es') {
  const { rest, graphql: gql } = client(t, token, lang);
  const isRest = transport === 'rest';

  async function record(memberId: number): Promise<Outcome<{ belts: HeldBelt[]; titles: HeldTitle[] }>> {
    if (isRest) {
      const b = (await rest('GET', '/grados/gradoactual', { idAsoc: memberId })).body;
      if (b.estado !== 0) return fromRest(b, () => ({ belts: [], titles: [] }));
      const ti = (await rest('GET', '/grados/tituloactual', { idAsoc: memberId })).body;
      return fromRest(ti, () => ({ belts: b.res, titles: ti.res }));
    }
    const answer = await gql(
      `query ($id: Int!) { memberGradeRecord(memberId: $id) { belts { ${HELD} } titles { ${HELD} } } }`,
      { id: memberId },
    );
    return fromGraphql(answer, (d) => ({
      belts: d.memberGradeRecord.belts.map(belt),
      titles: d.memberGradeRecord.titles.map(title),
    }));
  }

  /** GraphQL: the whole wanted state (REST names in, English out). */
  async function saveWhole(memberId: number, belts: BeltIn[], titles: TitleIn[]): Promise<Outcome<unknown>> {
    const answer = await gql(
      `mutation ($id: Int!, $input: GradeRecordInput!) { saveMemberGrades(memberId: $id, input: $input) { memberId } }`,
      {
        id: memberId,
        input: {
          belts: belts.map((b) => ({ beltId: b.idcinturon, date: b.fecha, hours: b.nhoras })),
          titles: titles.map((x) => ({ titleId: x.cftitulo, date: x.fecha })),
        },
      },
    );
    return fromGraphql(answer, () => true);
  }

  /** The stored state as a wanted state, for GraphQL saves of one change (as an admin reads it). */
  async function stored(memberId: number) {
    const rows = await t.sql(
      `select g.idgrado, g.cf_cinturon, to_char(g.fecha, 'YYYY-MM-DD') as fecha, g.nhoras from grado g where cf_asociado = $1`,
      [memberId],
    );
    const trows = await t.sql(
      `select idasoc_titulo, cf_titulo, to_char(fecha, 'YYYY-MM-DD') as fecha from asociado_titulo where cf_asociado = $1`,
      [memberId],
    );
    return {
      belts: rows.map((r) => ({
        id: r.idgrado,
        idcinturon: r.cf_cinturon,
        fecha: r.fecha,
        nhoras: String(r.nhoras),
      })),
      titles: trows.map((r) => ({ id: r.idasoc_titulo, cftitulo: r.cf_titulo, fecha: r.fecha })),
    };
  }
  const bare = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;

  const legacy = async (path: string, name: string, memberId: number, rows: object[]) =>
    fromRest(
      (await rest('POST', `/grados/${path}`, { cfasociado: memberId, [name]: rows })).body,
      () => true,
    );

  return {
    record,
    saveWhole,

    async belts(): Promise<Outcome<{ id: number; valor: number; nhoras: number }[]>> {
      if (isRest)
        return fromRest((await rest('GET', '/grados/cinturones', {})).body, (b) =>
          b.res.map((x: any) => ({ id: x.idcinturon, valor: x.valor, nhoras: x.nhoras })),
        );
      return fromGraphql(await gql('{ belts { id value hours } }'), (d) =>
        d.belts.map((x: any) => ({ id: x.id, valor: x.value, nhoras: x.hours })),
      );
    },

    async titles(): Promise<Outcome<{ id: number; descripcion: string }[]>> {
      if (isRest)
        return fromRest((await rest('GET', '/grados/titulos', {})).body, (b) =>
          b.res.map((x: any) => ({ id: x.idtitulo, descripcion: x.descripcion })),
        );
      return fromGraphql(await gql('{ titles { id description } }'), (d) =>
        d.titles.map((x: any) => ({ id: x.id, descripcion: x.description })),
      );
    },

    async addBelts(memberId: number, rows: BeltIn[]) {
      if (isRest) return legacy('ins', 'cinturones', memberId, rows);
      const s = await stored(memberId);
      return saveWhole(memberId, [...s.belts.map(bare), ...rows], s.titles.map(bare));
    },
    async removeBelts(memberId: number, ids: number[]) {
      if (isRest)
        return legacy(
          'delGrado',
          'cinturones',
          memberId,
          ids.map((idgrado) => ({ idgrado })),
        );
      const s = await stored(memberId);
      return saveWhole(memberId, s.belts.filter((b) => !ids.includes(b.id)).map(bare), s.titles.map(bare));
    },
    async changeBelts(
      memberId: number,
      rows: { idGrado: number; fecha?: string | null; nhoras?: string | null }[],
    ) {
      if (isRest) return legacy('mod', 'cinturones', memberId, rows);
      const s = await stored(memberId);
      const belts = s.belts.map((b) => {
        const c = rows.find((r) => r.idGrado === b.id);
        return c ? { idcinturon: b.idcinturon, fecha: c.fecha, nhoras: c.nhoras } : bare(b);
      });
      return saveWhole(memberId, belts, s.titles.map(bare));
    },
    async addTitles(memberId: number, rows: TitleIn[]) {
      if (isRest) return legacy('tituloins', 'titulos', memberId, rows);
      const s = await stored(memberId);
      return saveWhole(memberId, s.belts.map(bare), [...s.titles.map(bare), ...rows]);
    },
    async removeTitles(memberId: number, ids: number[]) {
      if (isRest)
        return legacy(
          'titulodel',
          'titulos',
          memberId,
          ids.map((idasoc_titulo) => ({ idasoc_titulo })),
        );
      const s = await stored(memberId);
      return saveWhole(memberId, s.belts.map(bare), s.titles.filter((x) => !ids.includes(x.id)).map(bare));
    },
    async changeTitles(memberId: number, rows: { idasoc_titulo: number; fecha?: string | null }[]) {
      if (isRest) return legacy('titulomod', 'titulos', memberId, rows);
      const s = await stored(memberId);
      const titles = s.titles.map((x) => {
        const c = rows.find((r) => r.idasoc_titulo === x.id);
        return c ? { cftitulo: x.cftitulo, fecha: c.fecha } : bare(x);
      });
      return saveWhole(memberId, s.belts.map(bare), titles);
    },

    async list(q: ListQuery = {}): Promise<Outcome<{ rows: ListRow[]; nRes: number; nTot: number }>> {
      if (isRest) {
        const answer = await rest('GET', '/grados/', q);
        return fromRest(answer.body, (b) => ({
          rows: b.res.map((r: any) => ({ ...r, id: r.idgrado ?? r.idasoc_titulo })),
          nRes: b.nRes,
          nTot: b.nTot,
        }));
      }
      const page = { offset: q.ini, limit: q.pag, orderBy: q.orden, filter: q.filtro };
      const answer = await gql(
        `query ($page: ListInput, $h: Boolean) { gradeEntries(page: $page, meetsHours: $h) { returned total
           items { kind id firstName lastName description date status value validatedBy validatedAt memberNumber } } }`,
        { page, h: q.cumpleHoras },
      );
      return fromGraphql(answer, (d) => ({
        rows: d.gradeEntries.items.map((r: any) => ({
          tipo: r.kind === 'GRADE' ? 'grado' : 'titulo',
          id: r.id,
          nombre: r.firstName,
          apellido: r.lastName,
          descripcion: r.description,
          fecha: r.date,
          validacion: r.status,
          valor: r.value,
          validador: r.validatedBy,
          validado_en: r.validatedAt,
          numacae: r.memberNumber,
        })),
        nRes: d.gradeEntries.returned,
        nTot: d.gradeEntries.total,
      }));
    },

    /** validarGrado / validarTitulo: the new status. */
    async toggle(kind: 'grado' | 'titulo', id: number): Promise<Outcome<number>> {
      if (isRest) {
        const path = kind === 'grado' ? 'validarGrado' : 'validarTitulo';
        const answer = await rest(
          'POST',
          `/grados/${path}`,
          kind === 'grado' ? { idGrado: id } : { idTitulo: id },
        );
        return fromRest(answer.body, (b) => b.res.estado);
      }
      const answer = await gql(
        `mutation ($k: GradeEntryKind!, $id: Int!) { toggleGradeValidation(kind: $k, id: $id) }`,
        {
          k: kind === 'grado' ? 'GRADE' : 'TITLE',
          id,
        },
      );
      return fromGraphql(answer, (d) => d.toggleGradeValidation);
    },

    async del(kind: 'grado' | 'titulo', id: number): Promise<Outcome<string>> {
      if (isRest) {
        const path = kind === 'grado' ? 'delUnGrado' : 'delUnTitulo';
        const answer = await rest(
          'POST',
          `/grados/${path}`,
          kind === 'grado' ? { idGrado: id } : { idTitulo: id },
        );
        return fromRest(answer.body, (b) => b.res.mensaje);
      }
      const answer = await gql(
        `mutation ($k: GradeEntryKind!, $id: Int!) { deleteGradeEntry(kind: $k, id: $id) { message } }`,
        {
          k: kind === 'grado' ? 'GRADE' : 'TITLE',
          id,
        },
      );
      return fromGraphql(answer, (d) => d.deleteGradeEntry.message);
    },

    async warnings(): Promise<Outcome<number>> {
      if (isRest) return fromRest((await rest('GET', '/grados/warnings', {})).body, (b) => b.res);
      return fromGraphql(await gql('{ warnings { grades } }'), (d) => d.warnings.grades);
    },
  };
}

export type GradeApi = ReturnType<typeof gradeApi>;
