import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../common/caller';
import { first, join, run, sql, type Sql } from '../common/sql';
import { coursesWaiting } from '../courses/course-warnings';
import { feeBatchesWaiting } from '../fees/fee-warnings';
import { gradesWaiting, titlesWaiting } from '../grades/grade-warnings';

export const VALIDATION_KINDS = ['FEE_BATCH', 'GRADE', 'TITLE', 'COURSE'] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];
export type ValidationLevel = 'dojo' | 'association' | 'national';

export type ValidationRow = {
  kind: ValidationKind;
  id: number;
  title: string;
  detail: string;
  dojoName: string | null;
  memberNumber: string | null;
  date: string | null;
  level: ValidationLevel;
};

/**
 * The rows waiting for the caller, one rule per kind: the very FROM/WHERE the sidebar badges count
 * (fee-warnings, grade-warnings, course-warnings), null where the caller waits for none.
 */
export function waitingRules(caller: Caller): Record<ValidationKind, Sql | null> {
  return {
    FEE_BATCH: feeBatchesWaiting(caller),
    GRADE: gradesWaiting(caller),
    TITLE: titlesWaiting(caller),
    COURSE: coursesWaiting(caller),
  };
}

export type WaitingCounts = Record<ValidationKind, number>;

export async function countWaiting(em: EntityManager, rules: Record<ValidationKind, Sql | null>) {
  const count = (rule: Sql | null) => (rule ? sql`(select count(*)::int ${rule})` : sql`0`);
  const row = await first<WaitingCounts>(
    em,
    sql`select ${count(rules.FEE_BATCH)} as "FEE_BATCH", ${count(rules.GRADE)} as "GRADE",
               ${count(rules.TITLE)} as "TITLE", ${count(rules.COURSE)} as "COURSE"`,
  );
  return row!;
}

/**
 * One kind's candidates for a page: its rule ordered newest first and cut at `keep` rows (the
 * page's offset plus its size), so a page never sorts every pending grade of the federation. Each
 * branch orders by its own (date desc, id desc), the union's order restricted to one kind, so the
 * first `keep` rows of the union are among the first `keep` of each branch. Only ids and dates:
 * what a row shows is joined for the page's rows alone (`shown`).
 */
function candidates(kind: ValidationKind, rule: Sql, keep: number): Sql {
  switch (kind) {
    case 'FEE_BATCH':
      return sql`select 'FEE_BATCH' as kind, 1 as rank, r.id_rem as id, r.creado as d ${rule}
        order by r.creado desc, r.id_rem desc limit ${keep}`;
    case 'GRADE':
      return sql`select 'GRADE' as kind, 2 as rank, g.idgrado as id, g.fecha::timestamptz as d ${rule}
        order by g.fecha desc, g.idgrado desc limit ${keep}`;
    case 'TITLE':
      return sql`select 'TITLE' as kind, 3 as rank, t.idasoc_titulo as id, t.fecha::timestamptz as d ${rule}
        order by t.fecha desc, t.idasoc_titulo desc limit ${keep}`;
    case 'COURSE':
      return sql`select 'COURSE' as kind, 4 as rank, c.id_curso as id, c.fecha_ini::timestamptz as d ${rule}
        order by c.fecha_ini desc nulls last, c.id_curso desc limit ${keep}`;
  }
}

/** What a row of the page shows, by kind, joined on the page's ids (`page p`). */
function shown(kind: ValidationKind, gradeLevel: ValidationLevel): Sql {
  switch (kind) {
    case 'FEE_BATCH':
      return sql`select p.*, dj.nombre as title, dj.nombre || ' · ' || b.anio as detail,
          dj.nombre as dojo_name, null::text as member_number,
          case when b.cf_asoc_val_asoc is not null then 'national' else 'association' end as level
        from page p join remesa b on b.id_rem = p.id join dojo dj on dj.id_dojo = b.cf_dojo
        where p.kind = 'FEE_BATCH'`;
    case 'GRADE':
      return sql`select p.*, m.nombre || ' ' || m.apellido as title, belt.descripcion as detail,
          dj.nombre as dojo_name, m.num_acae as member_number, ${gradeLevel}::text as level
        from page p join grado gr on gr.idgrado = p.id join cinturon belt on belt.idcinturon = gr.cf_cinturon
        join asociado m on m.id_aso = gr.cf_asociado join dojo dj on dj.id_dojo = m.cf_dojo
        where p.kind = 'GRADE'`;
    case 'TITLE':
      return sql`select p.*, m.nombre || ' ' || m.apellido as title, ti.descripcion as detail,
          dj.nombre as dojo_name, m.num_acae as member_number, 'national' as level
        from page p join asociado_titulo mt on mt.idasoc_titulo = p.id join titulo ti on ti.idtitulo = mt.cf_titulo
        join asociado m on m.id_aso = mt.cf_asociado join dojo dj on dj.id_dojo = m.cf_dojo
        where p.kind = 'TITLE'`;
    case 'COURSE':
      return sql`select p.*, co.titulo as title, co.ciudad as detail, dj.nombre as dojo_name,
          null::text as member_number, 'national' as level
        from page p join curso co on co.id_curso = p.id join dojo dj on dj.id_dojo = co.cf_organiz
        where p.kind = 'COURSE'`;
  }
}

/** A page of the union of the kinds asked, newest first (undated courses last). */
export async function waitingPage(
  em: EntityManager,
  caller: Caller,
  rules: Partial<Record<ValidationKind, Sql | null>>,
  page: { offset: number; limit: number },
): Promise<ValidationRow[]> {
  const keep = page.offset + page.limit;
  const kinds = VALIDATION_KINDS.filter((kind) => rules[kind]);
  if (!kinds.length) return [];
  const union = join(
    kinds.map((kind) => sql`(${candidates(kind, rules[kind]!, keep)})`),
    ' union all ',
  );
  // Grades wait for the national administrator whenever they hold that role (grade-warnings).
  const gradeLevel: ValidationLevel = caller.roles.admin ? 'national' : 'dojo';
  const rows = await run<{
    kind: ValidationKind;
    id: number;
    title: string;
    detail: string;
    dojo_name: string | null;
    member_number: string | null;
    date: string | null;
    level: ValidationLevel;
  }>(
    em,
    sql`with page as materialized (
          select kind, rank, id, d from (${union}) x
          order by d desc nulls last, rank, id desc offset ${page.offset} limit ${page.limit})
        select kind, id, title, detail, dojo_name, member_number, to_char(d, 'YYYY-MM-DD') as date, level
        from (${join(
          kinds.map((kind) => sql`(${shown(kind, gradeLevel)})`),
          ' union all ',
        )}) s
        order by d desc nulls last, rank, id desc`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    detail: r.detail,
    dojoName: r.dojo_name,
    memberNumber: r.member_number,
    date: r.date,
    level: r.level,
  }));
}
