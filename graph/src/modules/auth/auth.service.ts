import { rememberCaller, requestScope } from '../../logging';
import crypto from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcrypt';
import { isAdministratorOver, isAnyAdministrator, rolesUpTo } from '@federa/schema/permissions';
import { loginErrors, newPasswordErrors, type FieldError } from '@federa/schema/validation/auth';
import { Association } from '../associations/association.entity';
import { DomainError } from '../common/domain-error';
import { run, sql } from '../common/sql';
import { Dojo } from '../dojos/dojo.entity';
import { Member } from '../members/member.entity';
import { refOfMember } from '../members/member.rules';
import { requireCaller, type Caller, type RequestContext, type Roles } from '../common/caller';
import { addressKey } from '../common/client-address';
import type { SignInAttempt, SignInLimiter, SignInLimits } from './sign-in-limiter';
import type { SessionCache } from './session-cache';
import { callerFromPayload, signSession, tokenFromHeader, verifySession, type TokenSettings } from './token';

/** What sign-in reads of the configuration. */
export type AuthSettings = TokenSettings & { bcryptCost: number; signIn: SignInLimits };

export type Session = { token: string; caller: Caller; member: Member };
export const ROLE_TOGGLES = ['admin', 'asoc', 'dojo'] as const;
export type RoleToggle = (typeof ROLE_TOGGLES)[number];
export const PROFILE_KINDS = ['asoc', 'dojo'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];
export type PasswordReset = { member: Member; validationCode: string };
export type Place = { dojoId: number; associationId: number };
type SessionState = { token_version: number; activo: boolean; dojo_asoc: number | null; ended: boolean };
type NewPassword = { password?: string | null; confirmation?: string | null };

export function rolesOf(member: Member): Roles {
  return {
    admin: member.isAdmin,
    associationAdmin: member.isAssociationAdmin,
    dojoAdmin: member.isDojoAdmin,
  };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

function withoutSession({ session: _session, ...caller }: Caller): Caller {
  return caller;
}

export function newValidationCode(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** Sign-in, validation links, passwords, role toggles and profile switches (parts 1 and 2 §6). */
export class AuthService {
  // Compared against when the account does not exist, so that an unknown mail costs the same
  // time as a wrong password and the answer gives nothing away.
  private readonly decoyHash: Promise<string>;
  private sessions: SessionCache | undefined;

  constructor(
    private readonly config: AuthSettings,
    private readonly limiter: SignInLimiter,
  ) {
    this.decoyHash = bcrypt.hash(crypto.randomBytes(16).toString('hex'), config.bcryptCost);
  }

  /**
   * The caller of a request; null without a token, refused when a token is sent but not valid:
   * badly signed or expired, of an older version (password change, reset, roles or dojo changed,
   * account disabled), signed out, or working as a dojo that has since moved to another
   * association (the profile's scope would no longer be the one it was granted in). One query,
   * none for a token found live before when nothing that ends a session happened since (the
   * session cache, session-cache.ts).
   */
  async authenticate(em: EntityManager, authorization: string | undefined): Promise<Caller | null> {
    const token = tokenFromHeader(authorization);
    if (!token) return null;
    const cached = await this.sessions?.live(token, Date.now() / 1000);
    if (cached) {
      rememberCaller(cached.id);
      return callerFromPayload(cached);
    }
    const mark = this.sessions?.mark;
    const payload = verifySession(this.config, token);
    const caller = payload && callerFromPayload(payload);
    const [state] = caller
      ? await run<SessionState>(
          em,
          sql`select a.token_version, a.activo,
                  (select d.cf_asoc from dojo d where d.id_dojo = ${caller.dojoId}) as dojo_asoc,
                  exists (select 1 from sesion_cerrada s where s.sesion = ${payload!.sid}) as ended
           from asociado a where a.id_aso = ${caller.memberId}`,
        )
      : [];
    const valid =
      state &&
      state.activo &&
      state.token_version === payload!.ver &&
      !state.ended &&
      (caller!.dojoId === 0 || state.dojo_asoc === caller!.associationId);
    if (!valid) throw new DomainError('UNAUTHENTICATED', 'auth.sessionInvalid');
    // Within a transaction the answer may be one that transaction has not committed yet.
    if (mark !== undefined && !em.isInTransaction()) this.sessions!.keep(token, payload!, mark);
    rememberCaller(caller!.memberId);
    return caller;
  }

  /**
   * Answers live sessions from `cache` (session-cache.ts says how an ended one reaches it): the
   * server hands it over once its listening connection is opened.
   */
  useSessionCache(cache: SessionCache): void {
    this.sessions = cache;
  }

  /**
   * Ends the caller's sign-in: this token and every token renewed from it (a role toggle, a
   * profile switch, a save of one's own record), not the member's other sign-ins. Kept until the
   * last of them would have expired: none is issued after this, and each lives at most the
   * session length from its issue.
   */
  async signOut(ctx: RequestContext): Promise<void> {
    const { signInId } = requireCaller(ctx);
    if (!signInId) return;
    // Sign-outs also sweep the rows whose tokens have expired: the table stays as small as the
    // number of signed-out sign-ins still within their lifetime.
    await run(
      ctx.em,
      sql`with purged as (delete from sesion_cerrada where caduca < now())
       insert into sesion_cerrada (sesion, caduca)
       values (${signInId}, now() + make_interval(secs => ${this.config.jwt.expiresInSeconds}))
       on conflict do nothing`,
    );
  }

  async me(ctx: RequestContext): Promise<Session | null> {
    if (!ctx.caller) return null;
    const member = await ctx.em.findOneOrFail(Member, ctx.caller.memberId);
    return { token: '', caller: ctx.caller, member };
  }

  async signIn(
    ctx: RequestContext,
    mail: string | null | undefined,
    password: string | null | undefined,
  ): Promise<Session> {
    const errors = loginErrors(mail, password);
    if (errors.length) throw DomainError.invalid(errors);
    const account = mail!.trim().toLowerCase();
    const attempt = await this.admit(account, ctx.ip);
    let member: Member | null = null;
    try {
      const found = await this.findByMail(ctx.em, account, true);
      const usable = found?.active && found.passwordHash ? found : null;
      const matches = await bcrypt.compare(password!, usable?.passwordHash ?? (await this.decoyHash));
      member = usable && matches ? usable : null;
    } finally {
      await attempt.finish(member !== null);
    }
    if (!member) throw new DomainError('UNAUTHENTICATED', 'auth.badCredentials');
    if (member.isAdmin || member.isAssociationAdmin || member.isDojoAdmin) {
      // The audit log: who signed in with an administrator's powers, when, for which request.
      await run(
        ctx.em,
        sql`insert into auditoria (id_autor, accion, tabla, id_registro, id_asoc, id_dojo, id_peticion)
            values (${member.id}, 'acceso', 'asociado', ${String(member.id)}, ${member.association.id},
                    ${member.dojo.id}, ${requestScope()?.requestId ?? null})`,
      );
    }
    return this.sessionFor(member);
  }

  /** Checks a validation link (mail + valCode) before the first-password form is shown. */
  async checkValidationLink(
    ctx: RequestContext,
    mail: string | null | undefined,
    code: string | null | undefined,
  ) {
    return this.memberOfLink(ctx.em, mail, code);
  }

  /** Sets the first password from a validation link; the link is spent and older sessions end. */
  async setFirstPassword(
    ctx: RequestContext,
    input: NewPassword & { mail?: string | null; code?: string | null },
  ): Promise<Member> {
    const errors = newPasswordErrors(input.password, input.confirmation);
    if (errors.length) throw DomainError.invalid(errors);
    const member = await this.memberOfLink(ctx.em, input.mail, input.code);
    const passwordHash = await bcrypt.hash(input.password!, this.config.bcryptCost);
    // Conditional on the code still being there: two submissions of one link cannot both win.
    const spent = await ctx.em.nativeUpdate(
      Member,
      { id: member.id, validationCode: member.validationCode },
      { passwordHash, validated: true, validationCode: null, tokenVersion: raw('token_version + 1') },
    );
    if (spent !== 1) throw new DomainError('BAD_USER_INPUT', 'auth.validationLinkInvalid');
    return member;
  }

  /** A signed-in member changes their password, proving the current one; other sessions end. */
  async changePassword(
    ctx: RequestContext,
    input: NewPassword & { currentPassword?: string | null },
  ): Promise<Session> {
    const caller = requireCaller(ctx);
    const errors: FieldError[] = [];
    if (!input.currentPassword) errors.push({ field: 'currentPassword', key: 'auth.passwordRequired' });
    errors.push(...newPasswordErrors(input.password, input.confirmation));
    if (errors.length) throw DomainError.invalid(errors);
    const member = await ctx.em.findOneOrFail(Member, caller.memberId, { populate: ['passwordHash'] });
    const account = (member.mail ?? `#${member.id}`).toLowerCase();
    const attempt = await this.admit(account, ctx.ip);
    let matches = false;
    try {
      matches = !!member.passwordHash && (await bcrypt.compare(input.currentPassword!, member.passwordHash));
    } finally {
      await attempt.finish(matches);
    }
    if (!matches) {
      throw new DomainError('BAD_USER_INPUT', 'auth.currentPasswordWrong', {
        fields: [{ field: 'currentPassword', key: 'auth.currentPasswordWrong' }],
      });
    }
    const passwordHash = await bcrypt.hash(input.password!, this.config.bcryptCost);
    await ctx.em.nativeUpdate(
      Member,
      { id: member.id },
      { passwordHash, tokenVersion: raw('token_version + 1') },
    );
    return this.sessionFor(await this.reload(ctx.em, member), caller);
  }

  /**
   * POST /v1/mod, one legacy call with two uses: `secret` is the code of a validation link (first
   * password), or, for a signed-in member, the current password (password change).
   */
  async modifyPassword(
    ctx: RequestContext,
    input: NewPassword & { mail?: string | null; secret?: string | null },
  ): Promise<Session | null> {
    const isLink = await this.memberOfLink(ctx.em, input.mail, input.secret).then(
      () => true,
      () => false,
    );
    if (ctx.caller && !isLink) return this.changePassword(ctx, { ...input, currentPassword: input.secret });
    await this.setFirstPassword(ctx, { ...input, code: input.secret });
    return null;
  }

  /** Part 2 §6: a role can be switched on only if the member's own roles allow it. */
  async setPermission(ctx: RequestContext, role: RoleToggle, enabled: boolean): Promise<Session> {
    const caller = requireCaller(ctx);
    const member = await ctx.em.findOneOrFail(Member, caller.memberId);
    const allowed = rolesUpTo(rolesOf(member));
    const roleOf = { admin: 'admin', asoc: 'associationAdmin', dojo: 'dojoAdmin' } as const;
    if (!allowed[roleOf[role]]) throw DomainError.forbidden('auth.cannotSetPermission');
    const roles: Roles = { ...caller.roles };
    if (role === 'admin') roles.admin = enabled;
    if (role === 'asoc') roles.associationAdmin = enabled;
    if (role === 'dojo') roles.dojoAdmin = enabled;
    return this.sessionFor(member, { ...caller, roles });
  }

  /**
   * Part 2 §6: a national administrator works as any association or dojo; an association
   * administrator as any dojo of their own association.
   */
  async switchProfile(ctx: RequestContext, kind: ProfileKind, id: number): Promise<Session> {
    const caller = requireCaller(ctx);
    const member = await ctx.em.findOneOrFail(Member, caller.memberId);
    const o = rolesOf(member);
    if (!o.admin && !(kind === 'dojo' && o.associationAdmin))
      throw DomainError.forbidden('auth.cannotSwitchProfile');
    if (kind === 'asoc') {
      const association = await ctx.em.findOne(Association, id);
      if (!association) throw DomainError.notFound();
      const keep = await ctx.em.count(Dojo, { id: caller.dojoId, association: association.id });
      const dojo = keep
        ? null
        : await ctx.em.findOne(Dojo, { association: association.id }, { orderBy: { name: 'asc' } });
      const dojoId = keep ? caller.dojoId : (dojo?.id ?? 0);
      return this.sessionFor(member, { ...caller, associationId: association.id, dojoId });
    }
    const dojo = await ctx.em.findOne(Dojo, id);
    if (!dojo) throw DomainError.notFound();
    if (!o.admin && dojo.association.id !== member.association.id)
      throw DomainError.forbidden('auth.cannotSwitchProfile');
    return this.sessionFor(member, { ...caller, dojoId: dojo.id, associationId: dojo.association.id });
  }

  /**
   * A new token for members who saved their own record (their roles or place may have changed,
   * which ends their older tokens): roles they lost are off, roles they keep stay toggled as they
   * were, roles they gained are on; the profile follows their home unless they were working as
   * another one they may still work as.
   */
  async renewOwnSession(em: EntityManager, caller: Caller, formerHome: Place): Promise<Session> {
    const member = await em.findOneOrFail(Member, caller.memberId, { refresh: true });
    const held = rolesOf(member);
    const kept = (role: keyof Roles) => held[role] && (caller.roles[role] || !caller.originalRoles[role]);
    const roles: Roles = {
      admin: kept('admin'),
      associationAdmin: kept('associationAdmin'),
      dojoAdmin: kept('dojoAdmin'),
    };
    const home: Place = { dojoId: member.dojo.id, associationId: member.association.id };
    const atHome = caller.dojoId === formerHome.dojoId && caller.associationId === formerHome.associationId;
    const mayStay = held.admin || (held.associationAdmin && caller.associationId === home.associationId);
    const place = !atHome && mayStay ? { dojoId: caller.dojoId, associationId: caller.associationId } : home;
    return this.sessionFor(member, { ...caller, roles, ...place });
  }

  /**
   * An administrator over the member issues a new validation link: the password is cleared, the
   * member must come back through the link, and their open sessions end. Nobody resets an
   * account of equal or higher rank than their own (a dojo administrator must not be able to
   * take over the national administrator's account), except their own.
   */
  async resetPassword(ctx: RequestContext, memberId: number): Promise<PasswordReset> {
    const caller = requireCaller(ctx);
    if (!isAnyAdministrator(caller.roles)) throw DomainError.forbidden();
    const member = await ctx.em.findOne(Member, memberId);
    if (!member) throw DomainError.notFound();
    if (!isAdministratorOver(caller, refOfMember(member))) throw DomainError.forbidden();
    const validationCode = newValidationCode();
    // In a transaction: the audit log records who did it.
    await ctx.em.transactional((em) =>
      em.nativeUpdate(
        Member,
        { id: member.id },
        { validationCode, validated: false, passwordHash: null, tokenVersion: raw('token_version + 1') },
      ),
    );
    return { member: await this.reload(ctx.em, member), validationCode };
  }

  /** A new token for a member, keeping toggled roles and profile when given. */
  sessionFor(member: Member, current?: Caller): Session {
    const caller: Caller = current
      ? { ...withoutSession(current), originalRoles: rolesOf(member), avatar: member.avatar }
      : {
          memberId: member.id,
          roles: rolesOf(member),
          originalRoles: rolesOf(member),
          dojoId: member.dojo.id,
          associationId: member.association.id,
          avatar: member.avatar,
        };
    return { token: signSession(this.config, caller, member.tokenVersion), caller, member };
  }

  private async admit(account: string, ip: string): Promise<SignInAttempt> {
    const admitted = await this.limiter.admit(account, addressKey(ip));
    if (typeof admitted === 'number') {
      throw new DomainError('TOO_MANY_REQUESTS', 'auth.tooManyAttempts', {
        params: { count: admitted },
        retryAfterSeconds: admitted,
      });
    }
    return admitted;
  }

  private async reload(em: EntityManager, member: Member): Promise<Member> {
    return em.findOneOrFail(Member, member.id, { refresh: true });
  }

  private async findByMail(em: EntityManager, mail: string, withPassword = false): Promise<Member | null> {
    return em.findOne(
      Member,
      { [raw('lower(mail)')]: mail.toLowerCase() },
      withPassword ? { populate: ['passwordHash'] } : {},
    );
  }

  private async memberOfLink(
    em: EntityManager,
    mail: string | null | undefined,
    code: string | null | undefined,
  ): Promise<Member> {
    const member = mail && code ? await this.findByMail(em, mail.trim()) : null;
    if (
      !member ||
      !member.active ||
      !member.validationCode ||
      !sameSecret(member.validationCode, code!.trim())
    ) {
      throw new DomainError('BAD_USER_INPUT', 'auth.validationLinkInvalid');
    }
    return member;
  }
}
