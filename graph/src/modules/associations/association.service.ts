import type { EntityManager } from '@mikro-orm/postgresql';
import { canAddAssociation, canEditAssociation } from '@federa/schema/permissions';
import {
  associationErrors,
  normaliseAssociation,
  type AssociationFields,
} from '@federa/schema/validation/associations';
import type { FieldError } from '@federa/schema/validation/auth';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import type { TakenBy } from '../common/taken';
import { listPage, listPosition, type ListPage } from '../common/list/engine';
import { parseList, parseOrder, parseSearch, type ListRequest } from '../common/list/request';
import { run, sql } from '../common/sql';
import type { HistoryGuard } from '../common/domain-module';
import { Association } from './association.entity';
import { ASSOCIATION_LIST, type AssociationRow } from './association.list';

export type { AssociationRow };

export type AssociationPage = ListPage<AssociationRow>;

/** Associations (part 1 §3, §5, §6, §7): list, position, one record, conflicts, writes. */
export class AssociationService {
  /** `history`: whether other modules' rows (the dojos') keep an association. */
  constructor(private readonly history: HistoryGuard) {}

  /** Any signed-in member: the list also fills the association dropdowns. */
  async list(ctx: RequestContext, request: ListRequest): Promise<AssociationPage> {
    requireCaller(ctx);
    return listPage(ctx.em, ASSOCIATION_LIST, undefined, parseList(ASSOCIATION_LIST, request));
  }

  /** 0-based position of the association under the same order and filter; -1 when not listed. */
  async position(
    ctx: RequestContext,
    id: number,
    request: Pick<ListRequest, 'orderBy' | 'filter'>,
  ): Promise<number> {
    requireCaller(ctx);
    const order = parseOrder(ASSOCIATION_LIST, request.orderBy);
    return listPosition(ctx.em, ASSOCIATION_LIST, undefined, id, order, parseSearch(request.filter));
  }

  async get(ctx: RequestContext, id: number): Promise<AssociationRow> {
    requireCaller(ctx);
    const association = await ctx.em.findOne(Association, id);
    if (!association) throw DomainError.notFound();
    return fromEntity(association);
  }

  /** rep_nombre: another association (not `exceptId`) with this name, ignoring case and accents. */
  async nameTakenBy(ctx: RequestContext, name: string, exceptId = 0): Promise<TakenBy> {
    requireCaller(ctx);
    return this.sameName(ctx.em, name.trim(), exceptId);
  }

  /** rep_serie: another association (not `exceptId`) with this series. */
  async seriesTakenBy(ctx: RequestContext, series: string, exceptId = 0): Promise<TakenBy> {
    requireCaller(ctx);
    return this.sameSeries(ctx.em, series.trim(), exceptId);
  }

  /** Both checks at once (the GraphQL twin); null for a value not asked or free. */
  async conflicts(
    ctx: RequestContext,
    values: { name?: string | null; series?: string | null },
    exceptId = 0,
  ): Promise<{ name: TakenBy; series: TakenBy }> {
    requireCaller(ctx);
    const [name, series] = await Promise.all([
      this.sameName(ctx.em, (values.name ?? '').trim(), exceptId),
      this.sameSeries(ctx.em, (values.series ?? '').trim(), exceptId),
    ]);
    return { name, series };
  }

  /**
   * Part 1 §6: adding an association is for the global administrator only. Saves check and write
   * in one transaction; two saves racing to one name or series lose at the unique index with the
   * check's field error (common/database-errors).
   */
  async create(ctx: RequestContext, input: AssociationFields): Promise<AssociationRow> {
    if (!canAddAssociation(requireCaller(ctx))) throw DomainError.forbidden();
    return ctx.em.transactional(async (em) => {
      const values = await this.checked(em, input, 0);
      const association = em.create(Association, {
        name: values.name,
        zone: values.zone,
        series: values.series,
      });
      await em.flush();
      return fromEntity(association);
    });
  }

  async update(ctx: RequestContext, id: number, input: AssociationFields): Promise<AssociationRow> {
    mayManage(requireCaller(ctx), id);
    return ctx.em.transactional(async (em) => {
      const association = await em.findOne(Association, id);
      if (!association) throw DomainError.notFound();
      const values = await this.checked(em, input, id);
      association.name = values.name;
      association.zone = values.zone;
      association.series = values.series;
      await em.flush();
      return fromEntity(association);
    });
  }

  /**
   * Deletes keep history: an association with dojos stays (§8). The check and the delete share a
   * transaction holding the row, and the dojo foreign key (restrict) backs it against a race.
   */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    mayManage(requireCaller(ctx), id);
    await ctx.em.transactional(async (em) => {
      const locked = await run(em, sql`select id_asoc from asociacion where id_asoc = ${id} for update`);
      if (!locked.length) throw DomainError.notFound();
      // The modules built on associations (the dojos) answer for their records.
      if (await this.history(em, id)) {
        throw new DomainError('CONFLICT', 'associations.deleteHasDojos', {
          title: 'associations.deleteFailed',
        });
      }
      await em.nativeDelete(Association, { id });
    });
  }

  /** The §5 rules, every broken field at once; duplicates only for otherwise valid fields. */
  private async checked(em: EntityManager, input: AssociationFields, id: number) {
    const values = normaliseAssociation(input);
    const errors: FieldError[] = associationErrors(values);
    const broken = new Set(errors.map((e) => e.field));
    if (!broken.has('name') && (await this.sameName(em, values.name, id)) !== null) {
      errors.push({ field: 'name', key: 'associations.duplicateName' });
    }
    if (!broken.has('series') && (await this.sameSeries(em, values.series, id)) !== null) {
      errors.push({ field: 'series', key: 'associations.duplicateSerie' });
    }
    if (errors.length) throw DomainError.invalid(errors);
    return values;
  }

  // Within a save's transaction these run on its connection (outside one the context is undefined).
  private async sameName(em: EntityManager, name: string, exceptId: number): Promise<TakenBy> {
    if (!name) return null;
    const found = await run<{ id_asoc: number }>(
      em,
      sql`select id_asoc from asociacion
        where f_unaccent(lower(btrim(nombre))) = f_unaccent(lower(${name})) and id_asoc <> ${exceptId}
        order by id_asoc limit 1`,
    );
    return found[0]?.id_asoc ?? null;
  }

  private async sameSeries(em: EntityManager, series: string, exceptId: number): Promise<TakenBy> {
    if (!series) return null;
    const found = await run<{ id_asoc: number }>(
      em,
      sql`select id_asoc from asociacion where serie = ${series} and id_asoc <> ${exceptId}
          order by id_asoc limit 1`,
    );
    return found[0]?.id_asoc ?? null;
  }
}

function fromEntity(a: Association): AssociationRow {
  return { id: a.id, name: a.name, zone: a.zone ?? null, series: a.series };
}

/** Part 1 §6: edit or delete by the global administrator, or the association's own administrator. */
function mayManage(caller: Caller, id: number): void {
  if (!canEditAssociation(caller, id)) throw DomainError.forbidden();
}
