import path from 'node:path';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldError } from '@federa/schema/validation/auth';
import { dojoErrors, normaliseDojo, type DojoFields } from '@federa/schema/validation/dojos';
import type { Config } from '../../config';
import { Association } from '../associations/association.entity';
import { requireCaller, type Caller, type RequestContext } from '../auth/caller';
import { DomainError } from '../common/domain-error';
import { readImage, removeImage, storeImage, toPng } from '../common/images';
import { parseListRequest, type RawListRequest } from '../common/list';
import { Country } from '../geo/country.entity';
import { Province } from '../geo/province.entity';
import { Dojo } from './dojo.entity';
import {
  countDojos,
  DOJO_LIST,
  dojoHasHistory,
  dojoIdWithName,
  dojoPosition,
  PUBLIC_DOJO_LIST,
  selectDojoPage,
  selectDojoRow,
  type DojoRow,
} from './dojo.queries';

/**
 * What a save carries, under the form's names. `pais` is a country code (ES) or its numeric id;
 * `provincia` the province code within that country ('28'). `avatar` is a data URL: absent or
 * empty keeps the current logo, and `removeLogo` drops it.
 */
export type DojoInput = DojoFields & {
  avatar?: string | null;
  removeLogo?: boolean | null;
  /** Absent: false for a new dojo, unchanged for an existing one. */
  visible?: boolean | null;
};

export type DojoPageResult = { items: DojoRow[]; returned: number; total: number };

/** Dojos of part 1: lists, the record, saves with the rules of §5, deletes, the public list. */
export class DojoService {
  private readonly logoDir: string;

  constructor(config: Config) {
    this.logoDir = path.join(config.uploadsDir, 'dojo');
  }

  /** GET /dojos/: any signed-in member sees every dojo; associationId 0 or none means all. */
  async list(
    ctx: RequestContext,
    raw: RawListRequest,
    associationId?: number | null,
  ): Promise<DojoPageResult> {
    requireCaller(ctx);
    const request = parseListRequest(DOJO_LIST, raw);
    const scope = { associationId };
    // One after the other: a request's entity manager holds one connection at a time.
    const items = await selectDojoPage(ctx.em, DOJO_LIST, request, scope);
    const total = await countDojos(ctx.em, DOJO_LIST, request, scope);
    return { items, returned: items.length, total };
  }

  async position(
    ctx: RequestContext,
    id: number,
    raw: RawListRequest,
    associationId?: number | null,
  ): Promise<number> {
    requireCaller(ctx);
    const request = parseListRequest(DOJO_LIST, raw);
    return dojoPosition(ctx.em, DOJO_LIST, request, { associationId }, id);
  }

  /** GET /dojos/public: anonymous, visible dojos only, every row allowed (pag=ALL). */
  async publicList(ctx: RequestContext, raw: RawListRequest, associationId?: number | null) {
    const request = parseListRequest(PUBLIC_DOJO_LIST, raw, { allowAll: true });
    return selectDojoPage(ctx.em, PUBLIC_DOJO_LIST, request, { associationId, visibleOnly: true });
  }

  async get(ctx: RequestContext, id: number): Promise<DojoRow> {
    requireCaller(ctx);
    const row = await selectDojoRow(ctx.em, id);
    if (!row) throw DomainError.notFound();
    return row;
  }

  /** GET /dojos/rep_nombre: the id of another dojo of the association with this name, or null. */
  async nameOwner(
    ctx: RequestContext,
    name: string,
    associationId: number,
    exceptId = 0,
  ): Promise<number | null> {
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
    const { admin, associationAdmin } = caller.roles;
    if (!admin && !associationAdmin) throw DomainError.forbidden();
    const associationId = admin ? input.idAsoc || null : input.idAsoc || caller.associationId;
    if (!admin && associationId !== caller.associationId) throw ownAssociationOnly();
    const id = await this.save(ctx, null, { ...input, idAsoc: associationId });
    return this.get(ctx, id);
  }

  /** Global: any dojo; association administrator: their association's; dojo administrator: theirs. */
  async update(ctx: RequestContext, id: number, input: DojoInput): Promise<DojoRow> {
    const caller = requireCaller(ctx);
    const dojo = await this.writable(ctx, caller, id);
    const associationId = input.idAsoc || dojo.association.id;
    // Nobody but a global administrator moves a dojo out of (or into) an association not theirs.
    if (
      !caller.roles.admin &&
      (associationId !== caller.associationId || associationId !== dojo.association.id)
    ) {
      throw ownAssociationOnly();
    }
    await this.save(ctx, dojo, { ...input, idAsoc: associationId });
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
    await ctx.em
      .transactional(async (em) => {
        await em
          .getConnection()
          .execute(
            'select 1 from dojo where id_dojo = ? for update',
            [id],
            'all',
            em.getTransactionContext(),
          );
        if (await dojoHasHistory(em, id)) throw refused();
        await em.nativeDelete(Dojo, { id });
      })
      .catch((error: unknown) => {
        throw error instanceof ForeignKeyConstraintViolationException ? refused() : error;
      });
    await removeImage(this.logoDir, dojo.logo);
  }

  private async writable(ctx: RequestContext, caller: Caller, id: number): Promise<Dojo> {
    const r = caller.roles;
    if (!r.admin && !r.associationAdmin && !r.dojoAdmin) throw DomainError.forbidden();
    const dojo = await ctx.em.findOne(Dojo, id);
    if (!dojo) throw DomainError.notFound();
    const inScope =
      r.admin ||
      (r.associationAdmin && dojo.association.id === caller.associationId) ||
      (r.dojoAdmin && dojo.id === caller.dojoId);
    if (!inScope) throw DomainError.forbidden();
    return dojo;
  }

  /**
   * Checks every field (all errors at once, the image's among them), then writes the logo file
   * under a new name, the row, and only then removes the replaced file: a refused save leaves the
   * record and the files as they were.
   */
  private async save(ctx: RequestContext, existing: Dojo | null, input: DojoInput): Promise<number> {
    const values = normaliseDojo(input);
    const errors = dojoErrors(values);
    const refs = await this.references(ctx.em, values, errors);
    if (values.nombre && refs.associationId && !errors.some((e) => e.field === 'nombre')) {
      const owner = await dojoIdWithName(ctx.em, values.nombre, refs.associationId, existing?.id ?? 0);
      if (owner !== null) errors.push({ field: 'nombre', key: 'dojos.duplicateName' });
    }
    let png: Buffer | null = null;
    // The form may echo the current logo's file name back: that keeps it, as an absent one does.
    if (input.avatar && input.avatar !== existing?.logo) {
      try {
        png = await toPng(await readImage(input.avatar, 'avatar'), 'logo');
      } catch (error) {
        if (!(error instanceof DomainError) || !error.options.fields) throw error;
        errors.push(...error.options.fields);
      }
    }
    if (errors.length) throw DomainError.invalid(errors);

    const newLogo = png ? await storeImage(this.logoDir, png) : null;
    const logo = newLogo ?? (input.removeLogo ? null : (existing?.logo ?? null));
    const data = {
      name: values.nombre,
      city: values.ciudad,
      association: refs.associationId!,
      country: refs.countryId!,
      province: refs.provinceId!,
      web: values.web,
      maps: values.maps,
      address: values.direccion,
      phone: values.telfcont,
      contactPerson: values.persocont,
      email: values.correoE,
      schedule: values.horario,
      logo,
      visible: input.visible ?? existing?.visible ?? false,
    };
    let id: number;
    try {
      if (existing) {
        await ctx.em.nativeUpdate(Dojo, { id: existing.id }, data);
        id = existing.id;
      } else {
        const created = ctx.em.create(Dojo, data);
        await ctx.em.flush();
        id = created.id;
      }
    } catch (error) {
      await removeImage(this.logoDir, newLogo);
      throw error;
    }
    if (existing?.logo && existing.logo !== logo) await removeImage(this.logoDir, existing.logo);
    return id;
  }

  /** The association, country and province behind the form's values, or field errors. */
  private async references(
    em: EntityManager,
    values: ReturnType<typeof normaliseDojo>,
    errors: FieldError[],
  ): Promise<{ associationId?: number; countryId?: number; provinceId?: number }> {
    const refs: { associationId?: number; countryId?: number; provinceId?: number } = {};
    if (values.idAsoc) {
      if (await em.count(Association, values.idAsoc)) refs.associationId = values.idAsoc;
      else errors.push({ field: 'idAsoc', key: 'dojos.associationUnknown' });
    }
    if (!values.pais) return refs;
    const country = await em.findOne(
      Country,
      /^\d+$/.test(values.pais) ? { id: Number(values.pais) } : { code: values.pais },
    );
    if (!country) {
      errors.push({ field: 'pais', key: 'dojos.countryInvalid' });
      return refs;
    }
    refs.countryId = country.id;
    if (!values.provincia) return refs;
    const province = await em.findOne(Province, { country: country.id, code: values.provincia });
    if (province) refs.provinceId = province.id;
    else errors.push({ field: 'provincia', key: 'dojos.provinceInvalid' });
    return refs;
  }
}

function ownAssociationOnly(): DomainError {
  return new DomainError('FORBIDDEN', 'dojos.ownAssociationOnly', {
    fields: [{ field: 'idAsoc', key: 'dojos.ownAssociationOnly' }],
  });
}
