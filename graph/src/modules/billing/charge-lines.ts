import type { EntityManager } from '@mikro-orm/postgresql';
import { translate, type Lang } from '@federa/schema/i18n';
import { intArray, run, sql } from '../common/sql';
import type { ItemConcept } from './charge.entity';

/**
 * A charge's items as a person reads them: a batch's 1,843 members' licences are one line
 * ("National licence 2026 (adult) × 1,843"), a settlement's a line per dojo charge it gathers.
 */
export type ChargeLine = {
  concept: ItemConcept;
  /** What the description names: the year, the course's title, the settled dojo. */
  names: { year: number; title: string; dojo: string };
  personKind: 'A' | 'N' | null;
  description: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
};

/** The most lines a charge shows (a settlement of a very large association): the rest summed in the last. */
const MAX_LINES = 500;

/** A line in words, in the reader's language. */
export function describe(line: Omit<ChargeLine, 'description'>, lang: Lang): string {
  const kind = line.personKind
    ? ` (${translate(lang, line.personKind === 'A' ? 'billing.items.adult' : 'billing.items.child')})`
    : '';
  return translate(lang, `billing.items.${line.concept}`, line.names) + kind;
}

/** The lines of one charge. */
export async function chargeLines(em: EntityManager, chargeId: number, lang: Lang): Promise<ChargeLine[]> {
  const lines = (await linesOfCharges(em, [chargeId])).get(chargeId) ?? [];
  return lines.map((line) => ({ ...line, description: describe(line, lang) }));
}

/** The lines of several charges in one statement (a page of charges asking for its items). */
export async function linesOfCharges(
  em: EntityManager,
  chargeIds: readonly number[],
): Promise<Map<number, Omit<ChargeLine, 'description'>[]>> {
  const rows = await run<Record<string, any>>(
    em,
    sql`select * from unnest(${intArray(chargeIds)}) as wanted(id) cross join lateral (
        select i.cf_cargo, i.concepto, i.tipo_persona, count(*)::int as n, min(i.importe_cent) as unit, max(i.importe_cent) as top,
          sum(i.importe_cent)::int as total, c.anio, coalesce(ss.descripcion, k.titulo) as titulo, d.nombre as dojo, o.anio as origen_anio
        from cargo_linea i
        join cargo c on c.id = i.cf_cargo
        left join inscripcion e on e.id_inscripcion = c.cf_inscripcion
        left join curso k on k.id_curso = e.cf_curso
        left join curso_sesion ss on ss.id_ses = i.cf_sesion
        left join cargo o on o.id = i.cf_cargo_origen
        left join dojo d on d.id_dojo = o.cf_dojo
        where i.cf_cargo = wanted.id
        group by i.cf_cargo, i.concepto, i.tipo_persona, c.anio, k.titulo, ss.descripcion, i.cf_sesion, d.nombre, o.anio
        order by i.concepto, i.tipo_persona, i.cf_sesion, d.nombre, o.anio
        limit ${MAX_LINES}) l`,
  );
  const byCharge = new Map<number, Omit<ChargeLine, 'description'>[]>();
  for (const r of rows) {
    const uniform = r.unit === r.top;
    const lines = byCharge.get(r.cf_cargo) ?? [];
    lines.push({
      concept: r.concepto as ItemConcept,
      names: { year: r.origen_anio ?? r.anio, title: r.titulo ?? '', dojo: r.dojo ?? '' },
      personKind: r.tipo_persona,
      quantity: uniform ? r.n : 1,
      unitCents: uniform ? r.unit : r.total,
      totalCents: r.total,
    });
    byCharge.set(r.cf_cargo, lines);
  }
  return byCharge;
}
