import type { EntityManager } from '@mikro-orm/postgresql';
import type { GradeEntryRef, GradeHolder } from '@federa/schema/permissions';
import { first, raw, run, sql } from '../common/sql';

export type BeltRow = {
  id: number;
  description: string;
  primaryColour: string;
  value: number;
  hours: number;
};
export type TitleRow = { id: number; description: string; value: number };

export const allBelts = async (em: EntityManager): Promise<BeltRow[]> =>
  run<BeltRow>(
    em,
    sql`select idcinturon as id, descripcion as description, color_primario as "primaryColour",
               valor as value, nhoras as hours from cinturon order by valor`,
  );

export const allTitles = async (em: EntityManager): Promise<TitleRow[]> =>
  run<TitleRow>(
    em,
    sql`select idtitulo as id, descripcion as description, valor as value from titulo order by valor`,
  );

/** A member as the grade rules need them; `lock` serialises saves of one member's record. */
export async function holderOf(
  em: EntityManager,
  memberId: number,
  lock = false,
): Promise<(GradeHolder & { name: string }) | null> {
  const row = await first<Record<string, any>>(
    em,
    sql`select id_aso, cf_dojo, cf_asoc, btrim(nombre || ' ' || apellido) as name from asociado
        where id_aso = ${memberId} ${raw(lock ? 'for no key update' : '')}`,
  );
  return row
    ? { memberId: row.id_aso, dojoId: row.cf_dojo, associationId: row.cf_asoc, name: row.name }
    : null;
}

/** A held belt or title, with its validation, as the record shows it. */
export type HeldEntry = {
  id: number;
  /** idcinturon or idtitulo. */
  refId: number;
  description: string;
  value: number;
  date: string;
  hours: number;
  status: number;
  validatorId: number | null;
  validatorName: string | null;
  validatorFirstName: string | null;
  validatorLastName: string | null;
  validatedAt: string | null;
};

const toHeld = (r: Record<string, any>): HeldEntry => ({
  id: r.id,
  refId: r.ref_id,
  description: r.descripcion,
  value: r.valor,
  date: r.fecha,
  hours: r.nhoras ?? 0,
  status: r.estado,
  validatorId: r.cf_validador,
  validatorName: r.vnombre === null ? null : `${r.vnombre} ${r.vapellido}`.trim(),
  validatorFirstName: r.vnombre,
  validatorLastName: r.vapellido,
  validatedAt: r.validado_en ? new Date(r.validado_en).toISOString() : null,
});

/** A member's belts and titles (gradoactual, tituloactual), by valor. */
export async function heldEntries(em: EntityManager, memberId: number) {
  const belts = await run<Record<string, any>>(
    em,
    sql`select g.idgrado as id, g.cf_cinturon as ref_id, c.descripcion, c.valor,
               to_char(g.fecha, 'YYYY-MM-DD') as fecha, g.nhoras, g.estado, g.cf_validador, g.validado_en,
               v.nombre as vnombre, v.apellido as vapellido
        from grado g join cinturon c on c.idcinturon = g.cf_cinturon
        left join asociado v on v.id_aso = g.cf_validador
        where g.cf_asociado = ${memberId} order by c.valor`,
  );
  const titles = await run<Record<string, any>>(
    em,
    sql`select t.idasoc_titulo as id, t.cf_titulo as ref_id, x.descripcion, x.valor,
               to_char(t.fecha, 'YYYY-MM-DD') as fecha, null as nhoras, t.estado, t.cf_validador,
               t.validado_en, v.nombre as vnombre, v.apellido as vapellido
        from asociado_titulo t join titulo x on x.idtitulo = t.cf_titulo
        left join asociado v on v.id_aso = t.cf_validador
        where t.cf_asociado = ${memberId} order by x.valor`,
  );
  return { belts: belts.map(toHeld), titles: titles.map(toHeld) };
}

/** One entry of the validation list, held until the transaction ends when `lock`. */
export async function entryOf(
  em: EntityManager,
  kind: 'grade' | 'title',
  id: number,
  lock = false,
): Promise<(GradeEntryRef & { id: number }) | null> {
  const lockSql = raw(lock ? 'for update of e' : '');
  const row =
    kind === 'grade'
      ? await first<Record<string, any>>(
          em,
          sql`select e.idgrado as id, e.cf_asociado, a.cf_dojo, a.cf_asoc, c.valor, e.estado from grado e
              join cinturon c on c.idcinturon = e.cf_cinturon join asociado a on a.id_aso = e.cf_asociado
              where e.idgrado = ${id} ${lockSql}`,
        )
      : await first<Record<string, any>>(
          em,
          sql`select e.idasoc_titulo as id, e.cf_asociado, a.cf_dojo, a.cf_asoc, x.valor, e.estado
              from asociado_titulo e join titulo x on x.idtitulo = e.cf_titulo
              join asociado a on a.id_aso = e.cf_asociado where e.idasoc_titulo = ${id} ${lockSql}`,
        );
  if (!row) return null;
  return {
    id: row.id,
    kind,
    memberId: row.cf_asociado,
    dojoId: row.cf_dojo,
    associationId: row.cf_asoc,
    value: row.valor,
    status: row.estado,
  };
}
