import { SharedWindow, type LimiterStore } from '../common/limiter-store';
import crypto from 'node:crypto';
import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  localToday,
  memberErrors,
  normaliseMember,
  type MemberFields,
} from '@federa/schema/validation/members';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { ImageUpload, type ImageSlot } from '../common/image-upload';
import type { FileStore, Folder } from '../common/file-store';
import type { FileDownload } from '../common/file-stream';
import type { HistoryGuard } from '../common/domain-module';
import { personalSections, type PersonalDataPart } from '../common/personal-data';
import { AVATAR_IMAGE } from './member.images';
import { erasePerson, personalRecord, type PersonalData } from './member.personal-data';
import { personalDataPdf } from './member.personal-data.pdf';
import { removeImage } from '../common/images';
import { raw, run, sql, type Sql } from '../common/sql';
import { checkCursorPageSize, listAfter, listPage, listPosition } from '../common/list/engine';
import { parseList, parseOrder, parseSearch, type ListRequest } from '../common/list/request';
import { Member } from './member.entity';
import { recordOf, refOf, type MemberRecord } from './member.record';
import { MEMBER_COLUMNS, MEMBER_LIST, type MemberRow } from './member.list';
import { LATEST_FEE_JOIN } from './member.latest-fee';
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
import { databaseErrors, memberColumns, newMemberState, nextNumber, saveRefusal } from './member.save-checks';
import { importMembers, type ImportOutcome, type ImportRequest } from './member-import';
import { TakenChecks } from './member.taken-checks';

/** A save: the form's fields, the admin flags (absent keeps them) and the avatar. */
export type MemberInput = MemberFields & {
  isAdmin?: boolean | null;
  isAssociationAdmin?: boolean | null;
  isDojoAdmin?: boolean | null;
  /** A data URL (new image), 'default.jpg' (back to the default), or absent / the current name. */
  avatar?: string | null;
};

export type MemberPage = { items: MemberRecord[]; returned: number; total: number; totalIsExact: boolean };
export type MemberEdge = { cursor: string; node: MemberRecord };
export type MemberConnection = { edges: MemberEdge[]; hasNextPage: boolean; endCursor: string | null };
/** A save; `token` replaces the caller's session when they saved their own record. */
export type MemberUpdate = { id: number; token: string | null };

/** What the members module reads of the configuration. */
export type MemberSettings = { memberChecksPerMinute: number; memberImportsPerHour: number };

/** A member's home: where their session's roles apply. */
export type Place = { dojoId: number; associationId: number };

/**
 * Sessions (the auth module's service, handed in when the server starts): members saving their
 * own record get a new token carrying their roles and dojo as saved.
 */
export type SessionRenewal = {
  renewOwnSession(em: EntityManager, caller: Caller, formerHome: Place): Promise<{ token: string }>;
};
export type MemberLookup = { id?: number; memberNumber?: string; validationCode?: string };

/** Compares secrets in constant time (codes of links and cards). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** The members area of part 1 (§3, §5, §6, §7): list, record, checks and writes. */
export class MemberService {
  /** rep_mail / rep_numAcae, and the allowance they share with address changes in saves. */
  readonly taken: TakenChecks;
  private readonly imports: SharedWindow;
  private readonly avatars: Folder;

  /** `history`: whether other modules' rows keep a member; `personalData`: their parts of one. */
  constructor(
    settings: MemberSettings,
    private readonly sessions: SessionRenewal,
    limits: LimiterStore,
    files: FileStore,
    private readonly history: HistoryGuard,
    private readonly personalParts: readonly PersonalDataPart[],
  ) {
    this.taken = new TakenChecks(settings, limits);
    this.imports = new SharedWindow(limits, 'imports', settings.memberImportsPerHour, 3600);
    this.avatars = files.folder(AVATAR_IMAGE.folder);
  }

  /** A save may send back 'default.jpg' to drop the member's own avatar. */
  private get avatarSlot(): ImageSlot {
    return { folder: this.avatars, kind: AVATAR_IMAGE, names: ['default.jpg'] };
  }

  async list(ctx: RequestContext, request: ListRequest, dojoId?: number | null): Promise<MemberPage> {
    const caller = requireCaller(ctx);
    const parsed = parseList(MEMBER_LIST, request);
    const page = await listPage(ctx.em, MEMBER_LIST, listScope(caller, dojoId, parsed.order), parsed);
    return { ...page, items: page.items.map((row) => recordOf(ctx.lang, caller, row)) };
  }

  async position(
    ctx: RequestContext,
    id: number,
    request: Pick<ListRequest, 'orderBy' | 'filter'>,
    dojoId?: number | null,
  ): Promise<number> {
    const caller = requireCaller(ctx);
    const order = parseOrder(MEMBER_LIST, request.orderBy);
    const scope = listScope(caller, dojoId, order);
    return listPosition(ctx.em, MEMBER_LIST, scope, id, order, parseSearch(request.filter));
  }

  async connection(
    ctx: RequestContext,
    args: { first: number; after?: string | null; orderBy?: string | null; filter?: string | null },
    dojoId?: number | null,
  ): Promise<MemberConnection> {
    const caller = requireCaller(ctx);
    checkCursorPageSize(args.first);
    const order = parseOrder(MEMBER_LIST, args.orderBy);
    const page = await listAfter(ctx.em, MEMBER_LIST, listScope(caller, dojoId, order), {
      order,
      search: parseSearch(args.filter),
      first: args.first,
      after: args.after,
    });
    const edges = page.rows.map(({ cursor, row }) => ({ cursor, node: recordOf(ctx.lang, caller, row) }));
    return { edges, hasNextPage: page.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null };
  }

  /**
   * One member by id or number. With a number and the code of its validation link, anyone gets
   * the record (part 1 §2: the link opens the member's record); otherwise the roles decide.
   */
  async get(ctx: RequestContext, lookup: MemberLookup): Promise<MemberRecord> {
    const number = lookup.memberNumber?.trim();
    if (number && lookup.validationCode) {
      const row = await this.findRow(ctx.em, sql`a.num_acae = ${number}`);
      const code = row?.codvalidacion;
      if (row && code && sameSecret(code, lookup.validationCode.trim())) {
        return recordOf(ctx.lang, ctx.caller, row, true);
      }
      if (!ctx.caller) throw new DomainError('BAD_USER_INPUT', 'auth.validationLinkInvalid');
    }
    const caller = requireCaller(ctx);
    const row =
      lookup.id !== undefined
        ? await this.findRow(ctx.em, sql`a.id_aso = ${lookup.id}`)
        : number
          ? await this.findRow(ctx.em, sql`a.num_acae = ${number}`)
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
    return { id, token: (await this.sessions.renewOwnSession(ctx.em, caller, formerHome)).token };
  }

  private async insert(ctx: RequestContext, input: MemberInput): Promise<number> {
    const caller = requireCaller(ctx);
    if (!isAdministrator(caller)) throw DomainError.forbidden();
    // Who may add where is known before the avatar is decoded: a refused caller costs no decode.
    const v = normaliseMember(input);
    if (v.associationId && v.dojoId) checkCreateScope(caller, v.associationId, v.dojoId);
    const flags = this.flags(input, { isAdmin: false, isAssociationAdmin: false, isDojoAdmin: false });
    checkFlags(caller, { isAdmin: false, isAssociationAdmin: false, isDojoAdmin: false }, flags);
    const upload = await ImageUpload.receive(this.avatarSlot, input.avatar, 'avatar');
    return upload.saving(() => this.insertChecked(ctx, input, v, flags, upload));
  }

  private async insertChecked(
    ctx: RequestContext,
    input: MemberInput,
    v: ReturnType<typeof normaliseMember>,
    flags: AdminFlags,
    upload: ImageUpload,
  ) {
    const errors = memberErrors(input, localToday());
    errors.push(...(await databaseErrors(ctx.em, v, 0, true)));
    const file = upload.fileFor('default.jpg', errors)!;
    if (errors.length) throw DomainError.invalid(errors);
    const id = await ctx.em.transactional(async (em) => {
      const memberNumber = v.memberNumber ?? (await nextNumber(em, v.associationId!));
      const member = em.create(Member, {
        ...memberColumns(v),
        memberNumber,
        ...flags,
        avatar: file,
        ...newMemberState(),
      });
      await em.flush();
      return member.id;
    });
    return { result: id, previous: null, saved: file };
  }

  /**
   * The member is read `for update` within the save's transaction, so that two saves of the
   * same member run one after the other: the second sees what the first wrote (a number once
   * given cannot change) instead of overwriting it with what it read before. The avatar is
   * decoded before that lock is taken (ImageUpload). Answers where the member was before the
   * save (their session's profile may have been their home).
   */
  private async modify(ctx: RequestContext, id: number, input: MemberInput): Promise<Place> {
    const caller = requireCaller(ctx);
    const v = normaliseMember(input);
    // With an avatar to decode, a caller who may not edit is refused first, read without a lock;
    // the check is repeated under the lock, as the member may have moved meanwhile.
    if (ImageUpload.decodes(input.avatar)) {
      const current = await ctx.em.findOne(Member, id);
      if (!current) throw DomainError.notFound();
      if (!canEdit(caller, refOfMember(current))) throw DomainError.forbidden();
    }
    const upload = await ImageUpload.receive(this.avatarSlot, input.avatar, 'avatar');
    return upload.saving(() =>
      ctx.em.transactional(async (em) => {
        const member = await em.findOne(Member, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
        if (!member) throw DomainError.notFound();
        const ref = refOfMember(member);
        if (!canEdit(caller, ref)) throw DomainError.forbidden();
        const errors = memberErrors(input, localToday());
        if (v.associationId && v.dojoId) checkEditScope(caller, ref, v.associationId, v.dojoId);
        const before: AdminFlags = {
          isAdmin: member.isAdmin,
          isAssociationAdmin: member.isAssociationAdmin,
          isDojoAdmin: member.isDojoAdmin,
        };
        const flags = this.flags(input, before);
        checkFlags(caller, before, flags);
        // Saved once, a number never changes; a member without one may be given one.
        if (member.memberNumber && v.memberNumber && v.memberNumber !== member.memberNumber) {
          errors.push({ field: 'memberNumber', key: 'members.numberImmutable' });
        }
        // Whether a new address is taken is an answer too: a member saving themselves (with a
        // date that fails, say, so that nothing is written) must not sweep addresses through it.
        if (!isAdministrator(caller) && (v.mail ?? '').toLowerCase() !== (member.mail ?? '').toLowerCase()) {
          await this.taken.count(caller);
        }
        const number = member.memberNumber ?? v.memberNumber;
        errors.push(...(await databaseErrors(em, { ...v, memberNumber: number }, id, !member.memberNumber)));
        const file = upload.fileFor(member.avatar, errors)!;
        if (errors.length) throw DomainError.invalid(errors);
        const memberNumber = number ?? (await nextNumber(em, v.associationId!));
        // A number is only ever given to a member who still has none.
        const where = member.memberNumber ? { id } : { id, memberNumber: null };
        const changed = await em.nativeUpdate(Member, where, {
          ...memberColumns(v),
          memberNumber,
          ...flags,
          avatar: file,
        });
        if (changed !== 1) throw new DomainError('CONFLICT', 'members.saveFailed');
        const formerHome: Place = { dojoId: ref.dojoId, associationId: ref.associationId };
        return { result: formerHome, previous: member.avatar, saved: file };
      }),
    );
  }

  /** A dojo's members from a CSV or xlsx: checked (dry run), then written all or none. */
  async import(ctx: RequestContext, request: ImportRequest): Promise<ImportOutcome> {
    return importMembers(ctx, request, { imports: this.imports, checks: this.taken });
  }

  /**
   * Everything held about a member (issue 16): for themselves, or an administrator over them.
   * Not found and not allowed answer alike: an id says nothing about who exists. What they wrote
   * to the federation only for themselves and the national administrator (the inbox's reader).
   */
  async personalData(ctx: RequestContext, id: number): Promise<PersonalData> {
    const caller = requireCaller(ctx);
    const member = await ctx.em.findOne(Member, id);
    if (!member || !canEdit(caller, refOfMember(member))) throw DomainError.notFound();
    const full = caller.memberId === id || caller.roles.admin;
    const record = (await personalRecord(ctx.em, id))!;
    return { member: record, ...(await personalSections(this.personalParts, ctx.em, id, { full })) };
  }

  /** The same as a file: the JSON as it is, or the PDF a person reads (issue 16). */
  async personalDataFile(ctx: RequestContext, id: number, format: 'json' | 'pdf'): Promise<FileDownload> {
    const data = await this.personalData(ctx, id);
    const name = `datos-personales-${id}.${format}`;
    if (format === 'json')
      return { name, type: 'application/json; charset=utf-8', body: JSON.stringify(data, null, 2) };
    const body = await personalDataPdf(data, ctx.lang, ctx.caller?.memberId ?? 0);
    return { name, type: 'application/pdf', body };
  }

  /**
   * Erases a member's personal data and keeps the statistics (member.personal-data.ts): the
   * national administrator's call, since nothing brings it back. Their own account is refused:
   * the federation must keep an administrator.
   */
  async erase(ctx: RequestContext, id: number): Promise<void> {
    const caller = requireCaller(ctx);
    if (!caller.roles.admin) throw DomainError.forbidden();
    if (id === caller.memberId) throw DomainError.forbidden();
    const erased = await ctx.em.transactional(async (em) => {
      const member = await em.findOne(Member, id);
      if (!member) throw DomainError.notFound();
      const photo = await erasePerson(em, id);
      for (const part of this.personalParts) await part.erase?.(em, id);
      return photo;
    });
    await removeImage(this.avatars, erased.avatar);
  }

  /**
   * Deletes keep history: a member with fees, grades, titles or enrolments stays (§8, HAS_HISTORY).
   * A deleted member's personal data leaves the audit log with them; the contact messages they
   * sent signed in stay in the federation's inbox, no longer tied to anybody.
   */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const caller = requireCaller(ctx);
    if (!isAdministrator(caller)) throw DomainError.forbidden();
    const member = await ctx.em.findOne(Member, id);
    if (!member) throw DomainError.notFound();
    if (!isAdministratorOver(caller, refOfMember(member))) throw DomainError.forbidden();
    const hasHistory = new DomainError('CONFLICT', 'members.deleteHasHistory', {
      reason: 'HAS_HISTORY',
      title: 'members.deleteFailed',
    });
    // Each module answers for its own records (their `history` guards).
    if (await this.history(ctx.em, id)) throw hasHistory;
    try {
      // In a transaction: the audit log records who did it, and then keeps that the record was
      // created, changed and deleted, not what it said (the delete's own entry held all of it).
      await ctx.em.transactional(async (em) => {
        await em.nativeDelete(Member, { id });
        for (const part of this.personalParts) await part.deleted?.(em, id);
      });
    } catch (error) {
      // Validations or courses signed by the member are history too.
      if (error instanceof ForeignKeyConstraintViolationException) throw hasHistory;
      throw error;
    }
    await removeImage(this.avatars, member.avatar);
  }

  private async findRow(em: EntityManager, condition: Sql): Promise<MemberRow | null> {
    const rows = await run<MemberRow>(
      em,
      sql`select ${raw(MEMBER_COLUMNS)}, s.nombre as asoc_nombre
       from asociado a join dojo d on d.id_dojo = a.cf_dojo join asociacion s on s.id_asoc = a.cf_asoc
       ${raw(LATEST_FEE_JOIN)} where ${condition}`,
    );
    return rows[0] ?? null;
  }

  /** Flags as saved: those absent from the payload keep their value. */
  private flags(input: MemberInput, before: AdminFlags): AdminFlags {
    return {
      isAdmin: input.isAdmin ?? before.isAdmin,
      isAssociationAdmin: input.isAssociationAdmin ?? before.isAssociationAdmin,
      isDojoAdmin: input.isDojoAdmin ?? before.isDojoAdmin,
    };
  }
}
