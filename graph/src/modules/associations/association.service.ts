import {
  associationErrors,
  normaliseAssociation,
  type AssociationFields,
} from '@federa/schema/validation/associations';
import type { FieldError } from '@federa/schema/validation/auth';
import { requireCaller, type Caller, type RequestContext } from '../auth/caller';
import { DomainError } from '../common/domain-error';
import {
  orderSql,
  pageSql,
  parseListRequest,
  parseOrder,
  parseSearch,
  searchSql,
  type ListDefinition,
  type RawListRequest,
} from '../common/list';
import { Association } from './association.entity';

/** An association as both doors show it; `dojoCount` is present when a list query counted it. */
export type AssociationRow = {
  id: number;
  name: string;
  zone: string | null;
  series: string;
  dojoCount?: number;
};

export type AssociationPage = { items: AssociationRow[]; returned: number; total: number };

/** The number of dojos of the association in the row `a` (a handful per association). */
const DOJO_COUNT_SQL = '(select count(*) from dojo d where d.cf_asoc = a.id_asoc)';

/** Part 1 §2 and §9: columns nombre, zona, serie, numDoj; default order nombre. */
export const ASSOCIATION_LIST: ListDefinition = {
  columns: {
    nombre: { sql: 'a.nombre' },
    zona: { sql: 'a.zona' },
    serie: { sql: 'a.serie' },
    // A count: sorted through a correlated subquery, fine for a table of a few dozen rows.
    numDoj: { sql: DOJO_COUNT_SQL },
  },
  defaultOrder: 'nombre',
  key: 'a.id_asoc',
  search: ['a.nombre', 'a.zona', 'a.serie'],
};

type RawRow = { id_asoc: number; nombre: string; zona: string | null; serie: string; num_doj?: number };

function toRow(r: RawRow): AssociationRow {
  return {
    id: r.id_asoc,
    name: r.nombre,
    zone: r.zona,
    series: r.serie,
    ...(r.num_doj !== undefined && { dojoCount: Number(r.num_doj) }),
  };
}

/** Associations (part 1 §3, §5, §6, §7): list, position, one record, conflicts, writes. */
export class AssociationService {
  /** Any signed-in member: the list also fills the association dropdowns. */
  async list(ctx: RequestContext, raw: RawListRequest): Promise<AssociationPage> {
    requireCaller(ctx);
    const request = parseListRequest(ASSOCIATION_LIST, raw);
    const order = orderSql(ASSOCIATION_LIST, request.order);
    const params: unknown[] = [];
    const where = searchSql(ASSOCIATION_LIST, request.search, params);
    const countParams = [...params];
    const page = pageSql(request, params);
    const conn = ctx.em.getConnection();
    // Deferred join: the page's keys first (order, offset, limit), then only their rows.
    const rows = await conn.execute<RawRow[]>(
      `select a.id_asoc, a.nombre, a.zona, a.serie, ${DOJO_COUNT_SQL}::int as num_doj
         from (select a.id_asoc from asociacion a where ${where} order by ${order} ${page}) keys
         join asociacion a on a.id_asoc = keys.id_asoc
        order by ${order}`,
      params,
    );
    const [{ total }] = await conn.execute<{ total: number }[]>(
      `select count(*)::int as total from asociacion a where ${where}`,
      countParams,
    );
    return { items: rows.map(toRow), returned: rows.length, total };
  }

  /** 0-based position of the association under the same order and filter; -1 when not listed. */
  async position(
    ctx: RequestContext,
    id: number,
    raw: { orden?: unknown; filtro?: unknown },
  ): Promise<number> {
    requireCaller(ctx);
    const order = orderSql(ASSOCIATION_LIST, parseOrder(ASSOCIATION_LIST, raw.orden));
    const params: unknown[] = [];
    const where = searchSql(ASSOCIATION_LIST, parseSearch(raw.filtro), params);
    params.push(id);
    const found = await ctx.em.getConnection().execute<{ pos: number }[]>(
      `select pos from (
         select a.id_asoc, (row_number() over (order by ${order}) - 1)::int as pos
           from asociacion a where ${where}) ranked
        where ranked.id_asoc = ?`,
      params,
    );
    return found[0]?.pos ?? -1;
  }

  async get(ctx: RequestContext, id: number): Promise<AssociationRow> {
    requireCaller(ctx);
    const association = await ctx.em.findOne(Association, id);
    if (!association) throw DomainError.notFound();
    return fromEntity(association);
  }

  /** rep_nombre: another association (not `exceptId`) with this name, ignoring case and accents. */
  async nameTakenBy(ctx: RequestContext, name: string, exceptId = 0): Promise<number> {
    requireCaller(ctx);
    return this.sameName(ctx, name.trim(), exceptId);
  }

  /** rep_serie: another association (not `exceptId`) with this series. */
  async seriesTakenBy(ctx: RequestContext, series: string, exceptId = 0): Promise<number> {
    requireCaller(ctx);
    return this.sameSeries(ctx, series.trim(), exceptId);
  }

  /** Both checks at once (the GraphQL twin); -1 for a value not asked or free. */
  async conflicts(
    ctx: RequestContext,
    values: { name?: string | null; series?: string | null },
    exceptId = 0,
  ): Promise<{ name: number; series: number }> {
    requireCaller(ctx);
    const [name, series] = await Promise.all([
      this.sameName(ctx, (values.name ?? '').trim(), exceptId),
      this.sameSeries(ctx, (values.series ?? '').trim(), exceptId),
    ]);
    return { name, series };
  }

  /** Part 1 §6: adding an association is for the global administrator only. */
  async create(ctx: RequestContext, input: AssociationFields): Promise<AssociationRow> {
    const caller = requireCaller(ctx);
    if (!caller.roles.admin) throw DomainError.forbidden();
    const values = await this.checked(ctx, input, 0);
    const association = ctx.em.create(Association, {
      name: values.nombre,
      zone: values.zona,
      series: values.serie,
    });
    await ctx.em.flush();
    return fromEntity(association);
  }

  async update(ctx: RequestContext, id: number, input: AssociationFields): Promise<AssociationRow> {
    mayManage(requireCaller(ctx), id);
    const association = await ctx.em.findOne(Association, id);
    if (!association) throw DomainError.notFound();
    const values = await this.checked(ctx, input, id);
    association.name = values.nombre;
    association.zone = values.zona;
    association.series = values.serie;
    await ctx.em.flush();
    return fromEntity(association);
  }

  /**
   * Deletes keep history: an association with dojos stays (§8). The check and the delete share a
   * transaction holding the row, and the dojo foreign key (restrict) backs it against a race.
   */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    mayManage(requireCaller(ctx), id);
    await ctx.em.transactional(async (em) => {
      const conn = em.getConnection();
      const locked = await conn.execute(
        'select id_asoc from asociacion where id_asoc = ? for update',
        [id],
        'all',
        em.getTransactionContext(),
      );
      if (!locked.length) throw DomainError.notFound();
      const [{ dojos }] = await conn.execute<{ dojos: number }[]>(
        'select count(*)::int as dojos from dojo where cf_asoc = ?',
        [id],
        'all',
        em.getTransactionContext(),
      );
      if (dojos > 0) {
        throw new DomainError('CONFLICT', 'associations.deleteHasDojos', {
          title: 'associations.deleteFailed',
        });
      }
      await em.nativeDelete(Association, { id });
    });
  }

  /** The §5 rules, every broken field at once; duplicates only for otherwise valid fields. */
  private async checked(ctx: RequestContext, input: AssociationFields, id: number) {
    const values = normaliseAssociation(input);
    const errors: FieldError[] = associationErrors(values);
    const broken = new Set(errors.map((e) => e.field));
    if (!broken.has('nombre') && (await this.sameName(ctx, values.nombre, id)) > 0) {
      errors.push({ field: 'nombre', key: 'associations.duplicateName' });
    }
    if (!broken.has('serie') && (await this.sameSeries(ctx, values.serie, id)) > 0) {
      errors.push({ field: 'serie', key: 'associations.duplicateSerie' });
    }
    if (errors.length) throw DomainError.invalid(errors);
    return values;
  }

  private async sameName(ctx: RequestContext, name: string, exceptId: number): Promise<number> {
    if (!name) return -1;
    const found = await ctx.em.getConnection().execute<{ id_asoc: number }[]>(
      `select id_asoc from asociacion
        where f_unaccent(lower(btrim(nombre))) = f_unaccent(lower(?)) and id_asoc <> ?
        order by id_asoc limit 1`,
      [name, exceptId],
    );
    return found[0]?.id_asoc ?? -1;
  }

  private async sameSeries(ctx: RequestContext, series: string, exceptId: number): Promise<number> {
    if (!series) return -1;
    const found = await ctx.em
      .getConnection()
      .execute<{ id_asoc: number }[]>(
        'select id_asoc from asociacion where serie = ? and id_asoc <> ? order by id_asoc limit 1',
        [series, exceptId],
      );
    return found[0]?.id_asoc ?? -1;
  }
}

function fromEntity(a: Association): AssociationRow {
  return { id: a.id, name: a.name, zone: a.zone ?? null, series: a.series };
}

/** Part 1 §6: edit or delete by the global administrator, or the association's own administrator. */
function mayManage(caller: Caller, id: number): void {
  if (caller.roles.admin) return;
  if (caller.roles.associationAdmin && caller.associationId === id) return;
  throw DomainError.forbidden();
}
