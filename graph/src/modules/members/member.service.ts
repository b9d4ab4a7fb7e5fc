import crypto from 'node:crypto';
import path from 'node:path';
import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldError } from '../../../../schema/validation/auth';
import {
  localToday,
  memberErrors,
  normaliseMember,
  type MemberFields,
} from '../../../../schema/validation/members';
import type { Config } from '../../config';
import type { Caller, RequestContext } from '../auth/caller';
import { DomainError } from '../common/domain-error';
import { readImage, removeImage, storeImage, toPng } from '../common/images';
import { parseListRequest, parseOrder, parseSearch, type RawListRequest } from '../common/list';
import { Member } from './member.entity';
import { recordOf, refOf, type MemberRecord } from './member.record';
import {
  listMembers,
  MEMBER_COLUMNS,
  MEMBER_LIST,
  memberPosition,
  membersAfter,
  type MemberRow,
  type MemberScope,
} from './member.list';
import {
  canEdit,
  canSee,
  checkCreateScope,
  checkEditScope,
  checkFlags,
  isAdministrator,
  isAdministratorOver,
  visibleScope,
  type AdminFlags,
  type MemberRef,
} from './member.rules';

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
export type MemberLookup = { id?: number; memberNumber?: string; validationCode?: string };

export const MAX_CONNECTION_PAGE = 1000;
const SERIES_CAPACITY = 9999;
// Namespace of the advisory lock that serialises number generation within an association.
const NUMBER_LOCK = 'federa.asociado.num_acae';

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The members area of part 1 (§3, §5, §6, §7): list, record, checks and writes. */
export class MemberService {
  constructor(private readonly config: Config) {}

  private get avatarDir(): string {
    return path.join(this.config.uploadsDir, 'avatars');
  }

  async list(ctx: RequestContext, raw: RawListRequest, dojoId?: number | null): Promise<MemberPage> {
    const caller = this.requireCaller(ctx);
    const request = parseListRequest(MEMBER_LIST, raw);
    const { rows, total } = await listMembers(ctx.em, this.scope(caller, dojoId), request);
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
    return memberPosition(ctx.em, this.scope(caller, dojoId), order, parseSearch(raw.filtro), id);
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
    const page = await membersAfter(
      ctx.em,
      this.scope(caller, dojoId),
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
        return recordOf(ctx.lang, ctx.caller, row);
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
    if (!row) throw DomainError.notFound();
    if (!canSee(caller, refOf(row))) throw DomainError.forbidden();
    return recordOf(ctx.lang, caller, row);
  }

  /** rep_mail: the id of ANOTHER member with this address (any case), -1 when free. */
  async mailTakenBy(ctx: RequestContext, mail: string, exceptId: number): Promise<number> {
    this.requireCaller(ctx);
    return this.takenBy(ctx.em, 'lower(mail) = lower(?)', mail.trim(), exceptId);
  }

  /** rep_numAcae: the id of ANOTHER member with this number, -1 when free. */
  async numberTakenBy(ctx: RequestContext, memberNumber: string, exceptId: number): Promise<number> {
    this.requireCaller(ctx);
    return this.takenBy(ctx.em, 'num_acae = ?', memberNumber.trim(), exceptId);
  }

  async create(ctx: RequestContext, input: MemberInput): Promise<number> {
    const caller = this.requireCaller(ctx);
    if (!isAdministrator(caller)) throw DomainError.forbidden();
    const v = normaliseMember(input);
    const errors = memberErrors(input, localToday());
    if (v.cfAsoc && v.cfDojo) checkCreateScope(caller, v.cfAsoc, v.cfDojo);
    const flags = this.flags(input, { isAdmin: false, isAssociationAdmin: false, isDojoAdmin: false });
    checkFlags(caller, { isAdmin: false, isAssociationAdmin: false, isDojoAdmin: false }, flags);
    errors.push(...(await this.databaseErrors(ctx.em, v, 0)));
    const avatar = await this.readAvatar(input.avatar, 'default.jpg', errors);
    if (errors.length) throw DomainError.invalid(errors);
    const stored = typeof avatar === 'string' ? null : avatar;
    const file = stored ? await storeImage(this.avatarDir, stored) : (avatar as string);
    try {
      return await ctx.em.transactional(async (em) => {
        const memberNumber = v.numAcae ?? (await this.nextNumber(em, v.cfAsoc!));
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
      throw this.uniqueError(error);
    }
  }

  async update(ctx: RequestContext, id: number, input: MemberInput): Promise<number> {
    const caller = this.requireCaller(ctx);
    const member = await ctx.em.findOne(Member, id);
    if (!member) throw DomainError.notFound();
    const ref = this.refOfEntity(member);
    if (!canEdit(caller, ref)) throw DomainError.forbidden();
    const v = normaliseMember(input);
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
    const number = member.memberNumber ?? v.numAcae;
    errors.push(...(await this.databaseErrors(ctx.em, { ...v, numAcae: number }, id)));
    const avatar = await this.readAvatar(input.avatar, member.avatar, errors);
    if (errors.length) throw DomainError.invalid(errors);
    const stored = typeof avatar === 'string' ? null : avatar;
    const file = stored ? await storeImage(this.avatarDir, stored) : (avatar as string);
    try {
      await ctx.em.transactional(async (em) => {
        const memberNumber = number ?? (await this.nextNumber(em, v.cfAsoc!));
        await em.nativeUpdate(Member, { id }, { ...this.columns(v), memberNumber, ...flags, avatar: file });
      });
    } catch (error) {
      if (stored) await removeImage(this.avatarDir, file);
      throw this.uniqueError(error);
    }
    if (file !== member.avatar) await removeImage(this.avatarDir, member.avatar);
    return id;
  }

  /** Deletes keep history: a member with fees, grades, titles or enrolments stays (§8, estado 9). */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const caller = this.requireCaller(ctx);
    if (!isAdministrator(caller)) throw DomainError.forbidden();
    const member = await ctx.em.findOne(Member, id);
    if (!member) throw DomainError.notFound();
    if (!isAdministratorOver(caller, this.refOfEntity(member))) throw DomainError.forbidden();
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

  /** What the caller may see, narrowed to one dojo when asked (idDojo; 0 or absent: all). */
  private scope(caller: Caller, dojoId?: number | null): MemberScope {
    const scope: MemberScope = { ...visibleScope(caller) };
    if (dojoId) {
      if (scope.dojoId !== undefined && scope.dojoId !== dojoId) return { dojoId: -1 };
      scope.dojoId = dojoId;
    }
    return scope;
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

  private async takenBy(em: EntityManager, condition: string, value: string, exceptId: number) {
    if (!value) return -1;
    const rows = await em.execute<{ id_aso: number }[]>(
      `select id_aso from asociado where ${condition} and id_aso <> ? limit 1`,
      [value, exceptId],
    );
    return rows[0]?.id_aso ?? -1;
  }

  private refOfEntity(member: Member): MemberRef {
    return {
      id: member.id,
      dojoId: member.dojo.id,
      associationId: member.association.id,
      isAdmin: member.isAdmin,
      isAssociationAdmin: member.isAssociationAdmin,
      isDojoAdmin: member.isDojoAdmin,
    };
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

  /** The rules that need the database: the dojo's association, unique mail and number. */
  private async databaseErrors(
    em: EntityManager,
    v: ReturnType<typeof normaliseMember>,
    id: number,
  ): Promise<FieldError[]> {
    const [row] = await em.execute<{ dojo_ok: boolean; asoc_ok: boolean; mail: boolean; num: boolean }[]>(
      `select exists (select 1 from dojo where id_dojo = ? and cf_asoc = ?) as dojo_ok,
              exists (select 1 from asociacion where id_asoc = ?) as asoc_ok,
              exists (select 1 from asociado where lower(mail) = lower(?) and id_aso <> ?) as mail,
              exists (select 1 from asociado where num_acae = ? and id_aso <> ?) as num`,
      [v.cfDojo ?? 0, v.cfAsoc ?? 0, v.cfAsoc ?? 0, v.mail ?? '', id, v.numAcae ?? '', id],
    );
    const errors: FieldError[] = [];
    if (v.cfAsoc && !row.asoc_ok) errors.push({ field: 'cfAsoc', key: 'members.associationRequired' });
    else if (v.cfAsoc && v.cfDojo && !row.dojo_ok) {
      errors.push({ field: 'cfDojo', key: 'members.dojoNotInAssociation' });
    }
    if (v.mail && row.mail) errors.push({ field: 'mail', key: 'members.duplicateMail' });
    if (v.numAcae && row.num) errors.push({ field: 'numAcae', key: 'members.duplicateNumber' });
    return errors;
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

  /**
   * The association's serie followed by the next four-digit number after the highest one used
   * in that serie (by any member, also one who moved to another association since). Numbers are
   * never reused, so a card once printed names one member only. Serialised per association
   * within the insert's transaction, so that two saves never pick the same number.
   */
  private async nextNumber(em: EntityManager, associationId: number): Promise<string> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?), ?)', [NUMBER_LOCK, associationId]);
    const [row] = await em.execute<{ serie: string; last: string | null }[]>(
      `select s.serie, (select max(num_acae) from asociado
                        where num_acae between s.serie || '0000' and s.serie || '9999') as last
       from asociacion s where s.id_asoc = ?`,
      [associationId],
    );
    const next = row.last ? Number(row.last.slice(-4)) + 1 : 1;
    if (next > SERIES_CAPACITY) {
      throw DomainError.invalid([{ field: 'numAcae', key: 'members.seriesFull' }]);
    }
    return `${row.serie}${String(next).padStart(4, '0')}`;
  }

  /** A race lost to another save arrives as the database's unique rule: the same field error. */
  private uniqueError(error: unknown): unknown {
    if (!(error instanceof UniqueConstraintViolationException)) return error;
    const constraint = (error as { constraint?: string }).constraint;
    if (constraint === 'asociado_mail_lower_unique') {
      return DomainError.invalid([{ field: 'mail', key: 'members.duplicateMail' }]);
    }
    if (constraint === 'asociado_num_acae_unique') {
      return DomainError.invalid([{ field: 'numAcae', key: 'members.duplicateNumber' }]);
    }
    return error;
  }
}
