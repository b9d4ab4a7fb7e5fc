import { defineList, searchColumns } from '../common/list/definition';

/** An association as both doors show it; `dojoCount` is present when a list query counted it. */
export type AssociationRow = {
  id: number;
  name: string;
  zone: string | null;
  series: string;
  dojoCount?: number;
};

/** The number of dojos of the association in the row `a` (a handful per association). */
const DOJO_COUNT = '(select count(*) from dojo d where d.cf_asoc = a.id_asoc)';

/** Part 1 §2 and §9: columns nombre, zona, serie, numDoj; default order nombre; every association. */
export const ASSOCIATION_LIST = defineList<void, AssociationRow>({
  table: 'asociacion a',
  key: { sql: 'a.id_asoc', type: 'integer' },
  columns: {
    nombre: 'a.nombre',
    zona: { sql: 'a.zona', nullable: true },
    serie: 'a.serie',
    // A count: sorted through a correlated subquery, fine for a table of a few dozen rows.
    numDoj: { sql: DOJO_COUNT, type: 'integer' },
  },
  defaultOrder: 'nombre',
  search: searchColumns(['a.nombre', 'a.zona', 'a.serie']),
  select: `a.id_asoc, a.nombre, a.zona, a.serie, ${DOJO_COUNT}::int as num_doj`,
  toRow: (r) => ({
    id: r.id_asoc,
    name: r.nombre,
    zone: r.zona,
    series: r.serie,
    ...(r.num_doj !== undefined && { dojoCount: Number(r.num_doj) }),
  }),
});
