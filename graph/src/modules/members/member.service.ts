import crypto from 'node:crypto';
import path from 'node:path';
import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldError } from '@federa/schema/validation/auth';
import {
  localToday,
  memberErrors,
  normaliseMember,
  type MemberFields,
} from '@federa/schema/validation/members';
import type { Config } from '../../config';
import type { AuthService, Place } from '../auth/auth.service';
import type { Caller, RequestContext } from '../auth/caller';
import { DomainError } from '../common/domain-error';
import { readImage, removeImage, storeImage, toPng } from '../common/images';
import { parseListRequest, parseOrder, parseSearch, type RawListRequest } from '../common/list';
import { checkCursor } from './member.cursor-check';
import { Member } from './member.entity';
import { recordOf, refOf, type MemberRecord } from './member.record';
import {
  listMembers,
  MEMBER_COLUMNS,
  MEMBER_LIST,
  memberPosition,
  membersAfter,
  type MemberRow,
} from './member.list';
import {
  canEdit,
  canSee,
  checkCreateScope,
  checkEditScope,
  checkFlags,
  isAdministrator,
  isAdministratorOver,
  listScope,
  refOfMember,
  type AdminFlags,
} from './member.rules';
import { databaseErrors, nextNumber, saveRefusal } from './member.save-checks';
import { TakenChecks } from './member.taken-checks';

/** The save payload under its REST names (§7): form fields, admin flags and the avatar. */
export type MemberInput = MemberFields & {
  esAdmin?: boolean | null;
  esAdmAs?: boolean | null;
  esAdmDo?: boolean | null;
  /** A data URL (new image), 'default.jpg' (back to the default), or absent / the current name. */
  avatar?: string | null;
};

export type MemberPage = { items: MemberRecord[]; total: number };
export type MemberEdge = { cursor: string; node: MemberRecord };
export type MemberConnection = { edges: MemberEdge[]; hasNextPage: boolean; endCursor: string | null };
/** A save; `token` replaces the caller's session when they saved their own record. */
export type MemberUpdate = { id: number; token: string | null };
export type MemberLookup = { id?: number; memberNumber?: string; validationCode?: string };

export const MAX_CONNECTION_PAGE = 1000;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The members area of part 1 (§3, §5, §6, §7): list, record, checks and writes. */
export class MemberService {
  /** rep_mail / rep_numAcae, and the allowance they share with address changes in saves. */
  readonly taken: TakenChecks;

  constructor(
    private readonly config: Config,
    private readonly auth: AuthService,
  ) {
    this.taken = new TakenChecks(config);
  }

  private get avatarDir(): string {
    return path.join(this.config.uploadsDir, 'avatars');
  }

  async list(ctx: RequestContext, raw: RawListRequest, dojoId?: number | null): Promise<MemberPage> {
    const caller = this.requireCaller(ctx);
    const request = parseListRequest(MEMBER_LIST, raw);
    const { rows, total } = await listMembers(ctx.em, listScope(caller, dojoId, request.order), request);
    return { items: rows.map((row) => recordOf(ctx.lang, caller, row)), total };
  }

  async position(
    ctx: RequestContext,
    id: number,
    raw: Pick<RawListRequest, 'orden' | 'filtro'>,
    dojoId?: number | null,
  ): Promise<number> {
    const caller = this.requireCaller(ctx);
    const order = parseOrder(MEMBER_LIST, raw.orden);
    return memberPosition(ctx.em, listScope(caller, dojoId, order), order, parseSearch(raw.filtro), id);
  }

  async connection(
    ctx: RequestContext,
    args: { first: number; after?: string | null; orderBy?: string | null; filter?: string | null },
    dojoId?: number | null,
  ): Promise<MemberConnection> {
    const caller = this.requireCaller(ctx);
    if (!Number.isInteger(args.first) || args.first < 1 || args.first > MAX_CONNECTION_PAGE) {
      throw DomainError.invalid([{ field: 'first', key: 'list.pageSizeInvalid' }]);
    }
    const order = parseOrder(MEMBER_LIST, args.orderBy);
    if (args.after) checkCursor(args.after, order);
    const page = await membersAfter(
      ctx.em,
      listScope(caller, dojoId, order),
      order,
      parseSearch(args.filter),
      args.first,
      args.after ?? undefined,
    );
    const edges = page.rows.map((row) => ({ cursor: row.cursor, node: recordOf(ctx.lang, caller, row) }));
    return { edges, hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null };
  }

  /**
   * One member by id or number. With a number and the code of its validation link, anyone gets
   * the record (part 1 §2: the link opens the member's record); otherwise the roles decide.
   */
  async get(ctx: RequestContext, lookup: MemberLookup): Promise<MemberRecord> {
    const number = lookup.memberNumber?.trim();
    if (number && lookup.validationCode) {
      const row = await this.findRow(ctx.em, 'a.num_acae = ?', number);
      const code = row?.codvalidacion;
      if (row && code && sameSecret(code, lookup.validationCode.trim())) {
        return recordOf(ctx.lang, ctx.caller, row, true);
      }
      if (!ctx.caller) throw new DomainError('BAD_USER_INPUT', 'auth.validationLinkInvalid');
    }
    const caller = this.requireCaller(ctx);
    const row =
      lookup.id !== undefined
        ? await this.findRow(ctx.em, 'a.id_aso = ?', lookup.id)
        : number
          ? await this.findRow(ctx.em, 'a.num_acae = ?', number)
          : null;
    // A member outside the caller's view answers as a missing one, so that ids cannot be probed.
    if (!row || !canSee(caller, refOf(row))) throw DomainError.notFound();
    return recordOf(ctx.lang, caller, row);
  }

  /** Creates a member; every refusal carries the save failure title of §8. */
  async create(ctx: RequestContext, input: MemberInput): Promise<number> {
    try {
      return await this.insert(ctx, input);
    } catch (error) {
      throw saveRefusal(error);
    }
  }

  /**
   * Saves a member; every refusal carries the save failure title of §8. Members saving their own
   * record get a new token: a change of their roles or dojo ends the one they hold.
   */
  async update(ctx: RequestContext, id: number, input: MemberInput): Promise<MemberUpdate> {
    let formerHome: Place;
    try {
      formerHome = await this.modify(ctx, id, input);
    } catch (error) {
      throw saveRefusal(error);
    }
    const caller = ctx.caller!;
    if (id !== caller.memberId) return { id, token: null };
    return { id, token: (await this.auth.renewOwnSession(ctx.em, caller, formerHome)).token };
  }

  private async insert(ctx: RequestContext, input: MemberInput): Promise<number> {
    const caller = this.requireCaller(ctx);
    if (!isAdministrator(caller)) throw DomainError.forbidden();
    const v = normaliseMember(input);
    const errors = memberErrors(input, localToday());
    if (v.cfAsoc && v.cfDojo) checkCreateScope(caller, v.cfAsoc, v.cfDojo);
    const flags = this.flags(input, { isAdmin: false, isAssociationAdmin: false, isDojoAdmin: false });
    checkFlags(caller, { isAdmin: false, isAssociationAdmin: false, isDojoAdmin: false }, flags);
    errors.push(...(await databaseErrors(ctx.em, v, 0, true)));
    const avatar = await this.readAvatar(input.avatar, 'default.jpg', errors);
    if (errors.length) throw DomainError.invalid(errors);
    const stored = typeof avatar === 'string' ? null : avatar;
    const file = stored ? await storeImage(this.avatarDir, stored) : (avatar as string);
    try {
      return await ctx.em.transactional(async (em) => {
        const memberNumber = v.numAcae ?? (await nextNumber(em, v.cfAsoc!));
        const member = em.create(Member, {
          ...this.columns(v),
          memberNumber,
          ...flags,
          avatar: file,
          validationCode: crypto.randomBytes(16).toString('hex'),
          validated: false,
          tokenVersion: 0,
          active: true,
          createdAt: new Date(),
        });
        await em.flush();
        return member.id;
      });
    } catch (error) {
      if (stored) await removeImage(this.avatarDir, file);
      throw error;
    }
  }

  /**
   * The member is read `for update` within the save's transaction, so that two saves of the
   * same member run one after the other: the second sees what the first wrote (a number once
   * given cannot change) instead of overwriting it with what it read before. Answers where the
   * member was before the save (their session's profile may have been their home).
   */
  private async modify(ctx: RequestContext, id: number, input: MemberInput): Promise<Place> {
    const caller = this.requireCaller(ctx);
    const v = normaliseMember(input);
    let stored: string | null = null;
    let formerHome: Place | null = null;
    try {
      const replaced = await ctx.em.transactional(async (em) => {
        const member = await em.findOne(Member, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (!member) throw DomainError.notFound();
        const ref = refOfMember(member);
        if (!canEdit(caller, ref)) throw DomainError.forbidden();
        formerHome = { dojoId: ref.dojoId, associationId: ref.associationId };
        const errors = memberErrors(input, localToday());
        if (v.cfAsoc && v.cfDojo) checkEditScope(caller, ref, v.cfAsoc, v.cfDojo);
        const before: AdminFlags = {
          isAdmin: member.isAdmin,
          isAssociationAdmin: member.isAssociationAdmin,
          isDojoAdmin: member.isDojoAdmin,
        };
        const flags = this.flags(input, before);
        checkFlags(caller, before, flags);
        // Saved once, a number never changes; a member without one may be given one.
        if (member.memberNumber && v.numAcae && v.numAcae !== member.memberNumber) {
          errors.push({ field: 'numAcae', key: 'members.numberImmutable' });
        }
        // Whether a new address is taken is an answer too: a member saving themselves (with a
        // date that fails, say, so that nothing is written) must not sweep addresses through it.
        if (!isAdministrator(caller) && (v.mail ?? '').toLowerCase() !== (member.mail ?? '').toLowerCase()) {
          this.taken.count(caller);
        }
        const number = member.memberNumber ?? v.numAcae;
        errors.push(...(await databaseErrors(em, { ...v, numAcae: number }, id, !member.memberNumber)));
        const avatar = await this.readAvatar(input.avatar, member.avatar, errors);
        if (errors.length) throw DomainError.invalid(errors);
        const file = typeof avatar === 'string' ? avatar : await storeImage(this.avatarDir, avatar);
        if (typeof avatar !== 'string') stored = file;
        const memberNumber = number ?? (await nextNumber(em, v.cfAsoc!));
        // A number is only ever given to a member who still has none.
        const where = member.memberNumber ? { id } : { id, memberNumber: null };
        const changed = await em.nativeUpdate(Member, where, {
          ...this.columns(v),
          memberNumber,
          ...flags,
          avatar: file,
        });
        if (changed !== 1) throw new DomainError('CONFLICT', 'members.saveFailed');
        return file !== member.avatar ? member.avatar : null;
      });
      if (replaced) await removeImage(this.avatarDir, replaced);
    } catch (error) {
      if (stored) await removeImage(this.avatarDir, stored);
      throw error;
    }
    return formerHome!;
  }

  /** Deletes keep history: a member with fees, grades, titles or enrolments stays (§8, estado 9). */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const caller = this.requireCaller(ctx);
    if (!isAdministrator(caller)) throw DomainError.forbidden();
    const member = await ctx.em.findOne(Member, id);
    if (!member) throw DomainError.notFound();
    if (!isAdministratorOver(caller, refOfMember(member))) throw DomainError.forbidden();
    const hasHistory = new DomainError('CONFLICT', 'members.deleteHasHistory', {
      estado: 9,
      title: 'members.deleteFailed',
    });
    const [{ history }] = await ctx.em.execute<{ history: boolean }[]>(
      `select exists (select 1 from cuota where cf_asociado = ?)
           or exists (select 1 from grado where cf_asociado = ?)
           or exists (select 1 from asociado_titulo where cf_asociado = ?)
           or exists (select 1 from inscripcion where cf_asociado = ?) as history`,
      [id, id, id, id],
    );
    if (history) throw hasHistory;
    try {
      await ctx.em.nativeDelete(Member, { id });
    } catch (error) {
      // Validations or courses signed by the member are history too.
      if (error instanceof ForeignKeyConstraintViolationException) throw hasHistory;
      throw error;
    }
    await removeImage(this.avatarDir, member.avatar);
  }

  requireCaller(ctx: RequestContext): Caller {
    if (!ctx.caller) throw new DomainError('UNAUTHENTICATED', 'auth.sessionRequired');
    return ctx.caller;
  }

  private async findRow(em: EntityManager, condition: string, value: unknown): Promise<MemberRow | null> {
    const rows = await em.execute<MemberRow[]>(
      `select ${MEMBER_COLUMNS}, s.nombre as asoc_nombre
       from asociado a join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc
       where ${condition}`,
      [value],
    );
    return rows[0] ?? null;
  }

  /** Flags as saved: those absent from the payload keep their value. */
  private flags(input: MemberInput, before: AdminFlags): AdminFlags {
    return {
      isAdmin: input.esAdmin ?? before.isAdmin,
      isAssociationAdmin: input.esAdmAs ?? before.isAssociationAdmin,
      isDojoAdmin: input.esAdmDo ?? before.isDojoAdmin,
    };
  }

  private columns(v: ReturnType<typeof normaliseMember>) {
    return {
      dni: v.dni,
      firstName: v.nombre,
      lastName: v.apellido,
      mail: v.mail,
      birthDate: v.fechaNacimiento!,
      address: v.domicilio,
      city: v.ciudad,
      province: v.provincia,
      phone: v.telefono,
      notes: v.obs,
      dojo: v.cfDojo!,
      association: v.cfAsoc!,
    };
  }

  /**
   * The avatar to save: a re-encoded PNG for a data URL, 'default.jpg' to go back to the default,
   * or the current name. A refused image adds its field error, and nothing is written.
   */
  private async readAvatar(
    value: string | null | undefined,
    current: string,
    errors: FieldError[],
  ): Promise<Buffer | string> {
    const text = (value ?? '').trim();
    if (!text || text === current) return current;
    if (text === 'default.jpg') return text;
    try {
      return await toPng(await readImage(text, 'avatar'), 'avatar');
    } catch (error) {
      if (!(error instanceof DomainError) || !error.options.fields) throw error;
      errors.push(...error.options.fields);
      return current;
    }
  }
}
