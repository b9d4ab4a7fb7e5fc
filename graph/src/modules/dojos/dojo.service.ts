import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { canAddDojo, canEditDojo, isAnyAdministrator } from '@federa/schema/permissions';
import type { FieldError } from '@federa/schema/validation/auth';
import { dojoErrors, normaliseDojo, type DojoFields } from '@federa/schema/validation/dojos';
import { onReader } from '../../database/reader';
import type { HistoryGuard } from '../common/domain-module';
import { Association } from '../associations/association.entity';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { run, sql } from '../common/sql';
import type { TakenBy } from '../common/taken';
import { ImageUpload, type ImageSlot } from '../common/image-upload';
import type { FileStore } from '../common/file-store';
import { removeImage } from '../common/images';
import { listPage, listPosition, listRows, type ListPage } from '../common/list/engine';
import { parseList, type ListRequest } from '../common/list/request';
import { Country } from '../geo/country.entity';
import { Province } from '../geo/province.entity';
import { Dojo } from './dojo.entity';
import { DOJO_LIST, PUBLIC_DOJO_LIST } from './dojo.list';
import { dojoIdWithName, selectDojoRow, type DojoRow } from './dojo.queries';
import { LOGO_IMAGE } from './dojo.images';

/**
 * What a save carries. `country` is a country code (ES) or its numeric id; `province` the
 * province code within that country ('28'). `logo` is a data URL: absent or empty keeps the
 * current logo, and `removeLogo` drops it.
 */
export type DojoInput = DojoFields & {
  logo?: string | null;
  removeLogo?: boolean | null;
  /** Absent: false for a new dojo, unchanged for an existing one. */
  visible?: boolean | null;
};

export type DojoPageResult = ListPage<DojoRow>;

/** Dojos of part 1: lists, the record, saves with the rules of §5, deletes, the public list. */
export class DojoService {
  private readonly logoSlot: ImageSlot;

  /** `history`: whether other modules' rows (members, fee batches, courses) keep a dojo. */
  constructor(
    files: FileStore,
    private readonly history: HistoryGuard,
  ) {
    this.logoSlot = { folder: files.folder(LOGO_IMAGE.folder), kind: LOGO_IMAGE };
  }

  /** GET /dojos/: any signed-in member sees every dojo; associationId 0 or none means all. */
  async list(
    ctx: RequestContext,
    request: ListRequest,
    associationId?: number | null,
  ): Promise<DojoPageResult> {
    requireCaller(ctx);
    return listPage(ctx.em, DOJO_LIST, { associationId }, parseList(DOJO_LIST, request));
  }

  async position(
    ctx: RequestContext,
    id: number,
    request: ListRequest,
    associationId?: number | null,
  ): Promise<number> {
    requireCaller(ctx);
    const { order, search } = parseList(DOJO_LIST, request);
    return listPosition(ctx.em, DOJO_LIST, { associationId }, id, order, search);
  }

  /** GET /dojos/public: anonymous, visible dojos only, every row allowed (pag=ALL). */
  async publicList(
    ctx: RequestContext,
    request: ListRequest,
    associationId?: number | null,
    place: { country?: string | null; province?: string | null } = {},
  ) {
    const parsed = parseList(PUBLIC_DOJO_LIST, request, { allowAll: true });
    // The public pages read from the read replica when there is one (ADR 0025).
    return onReader(ctx.em, (em) =>
      listRows(em, PUBLIC_DOJO_LIST, { associationId, visibleOnly: true, ...place }, parsed),
    );
  }

  /**
   * The visible dojos counted per country and province: what the landing page's map and pickers
   * show, one small answer however many dojos the federation has (the cards come a page at a time).
   */
  async publicPlaces(ctx: RequestContext): Promise<{ country: string; province: string; count: number }[]> {
    return onReader(ctx.em, (em) =>
      run<{ country: string; province: string; count: number }>(
        em,
        sql`select btrim(p.codigo) as country, btrim(pr.codigo) as province, count(*)::int as count
          from dojo d join pais p on p.id_pais = d.cf_pais join provincia pr on pr.id_provincia = d.cf_provincia
          where d.visible group by 1, 2 order by 1, 2`,
      ),
    );
  }

  async get(ctx: RequestContext, id: number): Promise<DojoRow> {
    requireCaller(ctx);
    const row = await selectDojoRow(ctx.em, id);
    if (!row) throw DomainError.notFound();
    return row;
  }

  /** GET /dojos/rep_nombre: the id of another dojo of the association with this name, or null. */
  async nameOwner(ctx: RequestContext, name: string, associationId: number, exceptId = 0): Promise<TakenBy> {
    requireCaller(ctx);
    if (!name.trim() || !associationId) return null;
    return dojoIdWithName(ctx.em, name, associationId, exceptId);
  }

  /**
   * Part 1 §6: global and association administrators add dojos; a non-global administrator's
   * association is fixed to their own (absent means theirs, another one is refused).
   */
  async create(ctx: RequestContext, input: DojoInput): Promise<DojoRow> {
    const caller = requireCaller(ctx);
    if (!canAddDojo(caller)) throw DomainError.forbidden();
    const { admin } = caller.roles;
    const associationId = admin ? input.associationId || null : input.associationId || caller.associationId;
    if (!admin && associationId !== caller.associationId) throw ownAssociationOnly();
    const id = await this.save(ctx, null, { ...input, associationId });
    return this.get(ctx, id);
  }

  /** Global: any dojo; association administrator: their association's; dojo administrator: theirs. */
  async update(ctx: RequestContext, id: number, input: DojoInput): Promise<DojoRow> {
    const caller = requireCaller(ctx);
    const dojo = await this.writable(ctx, caller, id);
    const associationId = input.associationId || dojo.association.id;
    // Nobody but a global administrator moves a dojo out of (or into) an association not theirs.
    if (
      !caller.roles.admin &&
      (associationId !== caller.associationId || associationId !== dojo.association.id)
    ) {
      throw ownAssociationOnly();
    }
    await this.save(ctx, dojo, { ...input, associationId });
    return this.get(ctx, id);
  }

  /**
   * Deletes keep history (part 1 §8): a dojo with members, fee batches or courses it organised
   * stays. The logo file goes once the row is gone.
   */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const caller = requireCaller(ctx);
    const dojo = await this.writable(ctx, caller, id);
    const refused = () =>
      new DomainError('CONFLICT', 'dojos.deleteHasMembers', { title: 'dojos.deleteFailed' });
    // The check and the delete share a transaction holding the row; should a member or batch be
    // added in between anyway, the restricting foreign keys refuse and the answer is the same.
    // The logo removed is the one of the row deleted, read under its lock: a save that changed
    // it since `writable` read the dojo must not leave its new file behind.
    const logo = await ctx.em
      .transactional(async (em) => {
        const locked = await this.locked(em, caller, dojo.id);
        if (await this.history(em, id)) throw refused();
        await em.nativeDelete(Dojo, { id });
        return locked.logo;
      })
      .catch((error: unknown) => {
        throw error instanceof ForeignKeyConstraintViolationException ? refused() : error;
      });
    await removeImage(this.logoSlot.folder, logo);
  }

  private async writable(ctx: RequestContext, caller: Caller, id: number): Promise<Dojo> {
    if (!isAnyAdministrator(caller.roles)) throw DomainError.forbidden();
    const dojo = await ctx.em.findOne(Dojo, id);
    if (!dojo) throw DomainError.notFound();
    if (!canEditDojo(caller, { id: dojo.id, associationId: dojo.association.id })) {
      throw DomainError.forbidden();
    }
    return dojo;
  }

  /**
   * The dojo re-read `for update` within a save's transaction: saves and deletes of one dojo run
   * one after the other, each seeing the logo the one before left (not the one read before the
   * upload was decoded), and a dojo deleted meanwhile answers as missing.
   */
  private async locked(em: EntityManager, caller: Caller, id: number): Promise<Dojo> {
    const dojo = await em.findOne(Dojo, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!dojo) throw DomainError.notFound();
    if (!canEditDojo(caller, { id: dojo.id, associationId: dojo.association.id })) {
      throw DomainError.forbidden();
    }
    return dojo;
  }

  /**
   * Checks every field (all errors at once, the image's among them), then writes the row in one
   * transaction with its checks; the logo was stored under a new name before it opened, and the
   * replaced file goes only once the row is saved: a refused save leaves the record and the files
   * as they were. Two saves racing to one name lose at the normalised unique index, with the
   * same field error as the check (common/database-errors).
   */
  private async save(ctx: RequestContext, existing: Dojo | null, input: DojoInput): Promise<number> {
    const values = normaliseDojo(input);
    const upload = await ImageUpload.receive(this.logoSlot, input.logo, 'logo');
    return upload.saving(() =>
      ctx.em.transactional(async (em) => {
        const current = existing && (await this.locked(em, requireCaller(ctx), existing.id));
        const errors = dojoErrors(values);
        const refs = await this.references(em, values, errors);
        if (values.name && refs.associationId && !errors.some((e) => e.field === 'name')) {
          const owner = await dojoIdWithName(em, values.name, refs.associationId, existing?.id ?? 0);
          if (owner !== null) errors.push({ field: 'name', key: 'dojos.duplicateName' });
        }
        const kept = upload.fileFor(current?.logo ?? null, errors);
        if (errors.length) throw DomainError.invalid(errors);
        const logo = upload.stored ?? (input.removeLogo ? null : kept);
        const data = {
          name: values.name,
          city: values.city,
          association: refs.associationId!,
          country: refs.countryId!,
          province: refs.provinceId!,
          web: values.web,
          maps: values.maps,
          address: values.address,
          phone: values.phone,
          contactPerson: values.contactPerson,
          email: values.email,
          schedule: values.schedule,
          logo,
          visible: input.visible ?? current?.visible ?? false,
        };
        let id = current?.id ?? 0;
        if (current) {
          // Held by the lock, the row cannot go; should it have anyway, the new file goes too.
          if ((await em.nativeUpdate(Dojo, { id }, data)) !== 1) throw DomainError.notFound();
        } else {
          const created = em.create(Dojo, data);
          await em.flush();
          id = created.id;
        }
        return { result: id, previous: current?.logo ?? null, saved: logo };
      }),
    );
  }

  /** The association, country and province behind the form's values, or field errors. */
  private async references(
    em: EntityManager,
    values: ReturnType<typeof normaliseDojo>,
    errors: FieldError[],
  ): Promise<{ associationId?: number; countryId?: number; provinceId?: number }> {
    const refs: { associationId?: number; countryId?: number; provinceId?: number } = {};
    if (values.associationId) {
      if (await em.count(Association, values.associationId)) refs.associationId = values.associationId;
      else errors.push({ field: 'associationId', key: 'dojos.associationUnknown' });
    }
    if (!values.country) return refs;
    const country = await em.findOne(
      Country,
      /^\d+$/.test(values.country) ? { id: Number(values.country) } : { code: values.country },
    );
    if (!country) {
      errors.push({ field: 'country', key: 'dojos.countryInvalid' });
      return refs;
    }
    refs.countryId = country.id;
    if (!values.province) return refs;
    const province = await em.findOne(Province, { country: country.id, code: values.province });
    if (province) refs.provinceId = province.id;
    else errors.push({ field: 'province', key: 'dojos.provinceInvalid' });
    return refs;
  }
}

function ownAssociationOnly(): DomainError {
  return new DomainError('FORBIDDEN', 'dojos.ownAssociationOnly', {
    fields: [{ field: 'associationId', key: 'dojos.ownAssociationOnly' }],
  });
}
