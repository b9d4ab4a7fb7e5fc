import crypto from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import bcrypt from 'bcrypt';
import { loginErrors, newPasswordErrors, type FieldError } from '../../../../schema/validation/auth';
import type { Config } from '../../config';
import { Association } from '../associations/association.entity';
import { DomainError } from '../common/domain-error';
import { Dojo } from '../dojos/dojo.entity';
import { Member } from '../members/member.entity';
import type { Caller, RequestContext, Roles } from './caller';
import type { SignInLimiter } from './sign-in-limiter';
import { callerFromPayload, signSession, tokenFromHeader, verifySession } from './token';

export type Session = { token: string; caller: Caller; member: Member };
export type RoleToggle = 'admin' | 'asoc' | 'dojo';
export type ProfileKind = 'asoc' | 'dojo';
export type PasswordReset = { member: Member; validationCode: string };

function originalRoles(member: Member): Roles {
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

export function newValidationCode(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** Sign-in, validation links, passwords, role toggles and profile switches (parts 1 and 2 §6). */
export class AuthService {
  // Compared against when the account does not exist, so that an unknown mail costs the same
  // time as a wrong password and the answer gives nothing away.
  private readonly decoyHash: Promise<string>;

  constructor(
    private readonly config: Config,
    private readonly limiter: SignInLimiter,
  ) {
    this.decoyHash = bcrypt.hash(crypto.randomBytes(16).toString('hex'), config.bcryptCost);
  }

  /** The caller of a request; null without a token, refused when a token is sent but not valid. */
  async authenticate(em: EntityManager, authorization: string | undefined): Promise<Caller | null> {
    const token = tokenFromHeader(authorization);
    if (!token) return null;
    const payload = verifySession(this.config, token);
    const member = payload
      ? await em.findOne(Member, payload.id, { fields: ['tokenVersion', 'active'] })
      : null;
    if (!payload || !member || !member.active || member.tokenVersion !== payload.ver) {
      throw new DomainError('UNAUTHENTICATED', 'auth.sessionInvalid');
    }
    return callerFromPayload(payload);
  }

  async signIn(
    ctx: RequestContext,
    mail: string | null | undefined,
    password: string | null | undefined,
  ): Promise<Session> {
    const errors = loginErrors(mail, password);
    if (errors.length) throw DomainError.invalid(errors);
    const account = mail!.trim().toLowerCase();
    const wait = this.limiter.retryAfter(account, ctx.ip);
    if (wait > 0) {
      throw new DomainError('TOO_MANY_REQUESTS', 'auth.tooManyAttempts', {
        params: { seconds: wait },
        retryAfterSeconds: wait,
      });
    }
    this.limiter.recordAttempt(ctx.ip);
    const member = await this.findByMail(ctx.em, account, true);
    const hash = member?.active && member.passwordHash ? member.passwordHash : await this.decoyHash;
    const matches = await bcrypt.compare(password!, hash);
    if (!member || !member.active || !member.passwordHash || !matches) {
      this.limiter.recordFailure(account);
      throw new DomainError('UNAUTHENTICATED', 'auth.badCredentials');
    }
    this.limiter.recordSuccess(account);
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
    input: {
      mail?: string | null;
      code?: string | null;
      password?: string | null;
      confirmation?: string | null;
    },
  ): Promise<Member> {
    const errors = newPasswordErrors(input.password, input.confirmation);
    if (errors.length) throw DomainError.invalid(errors);
    const member = await this.memberOfLink(ctx.em, input.mail, input.code);
    member.passwordHash = await bcrypt.hash(input.password!, this.config.bcryptCost);
    member.validated = true;
    member.validationCode = null;
    member.tokenVersion += 1;
    await ctx.em.flush();
    return member;
  }

  /** A signed-in member changes their password, proving the current one; other sessions end. */
  async changePassword(
    ctx: RequestContext,
    input: { currentPassword?: string | null; password?: string | null; confirmation?: string | null },
  ): Promise<Session> {
    const caller = this.requireCaller(ctx);
    const errors: FieldError[] = [];
    if (!input.currentPassword) errors.push({ field: 'clave', key: 'auth.passwordRequired' });
    errors.push(...newPasswordErrors(input.password, input.confirmation));
    if (errors.length) throw DomainError.invalid(errors);
    const member = await ctx.em.findOneOrFail(Member, caller.memberId, { populate: ['passwordHash'] });
    const account = (member.mail ?? String(member.id)).toLowerCase();
    const wait = this.limiter.retryAfter(account, ctx.ip);
    if (wait > 0) {
      throw new DomainError('TOO_MANY_REQUESTS', 'auth.tooManyAttempts', {
        params: { seconds: wait },
        retryAfterSeconds: wait,
      });
    }
    this.limiter.recordAttempt(ctx.ip);
    if (!member.passwordHash || !(await bcrypt.compare(input.currentPassword!, member.passwordHash))) {
      this.limiter.recordFailure(account);
      throw new DomainError('BAD_USER_INPUT', 'auth.currentPasswordWrong', {
        fields: [{ field: 'clave', key: 'auth.currentPasswordWrong' }],
      });
    }
    member.passwordHash = await bcrypt.hash(input.password!, this.config.bcryptCost);
    member.tokenVersion += 1;
    await ctx.em.flush();
    return this.sessionFor(member, caller);
  }

  /** Part 2 §6: a role can be switched on only if the original profile allows it. */
  async setPermission(ctx: RequestContext, role: RoleToggle, enabled: boolean): Promise<Session> {
    const caller = this.requireCaller(ctx);
    const o = caller.originalRoles;
    const allowed =
      role === 'admin'
        ? o.admin
        : role === 'asoc'
          ? o.admin || o.associationAdmin
          : o.admin || o.associationAdmin || o.dojoAdmin;
    if (!allowed) throw DomainError.forbidden('auth.cannotSetPermission');
    const roles: Roles = { ...caller.roles };
    if (role === 'admin') roles.admin = enabled;
    if (role === 'asoc') roles.associationAdmin = enabled;
    if (role === 'dojo') roles.dojoAdmin = enabled;
    const member = await ctx.em.findOneOrFail(Member, caller.memberId);
    return this.sessionFor(member, { ...caller, roles });
  }

  /**
   * Part 2 §6: a national administrator works as any association or dojo; an association
   * administrator as any dojo of their own association.
   */
  async switchProfile(ctx: RequestContext, kind: ProfileKind, id: number): Promise<Session> {
    const caller = this.requireCaller(ctx);
    const member = await ctx.em.findOneOrFail(Member, caller.memberId);
    const o = caller.originalRoles;
    if (kind === 'asoc') {
      if (!o.admin) throw DomainError.forbidden('auth.cannotSwitchProfile');
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
    const ownAssociation = dojo.association.id === member.association.id;
    if (!o.admin && !(o.associationAdmin && ownAssociation))
      throw DomainError.forbidden('auth.cannotSwitchProfile');
    return this.sessionFor(member, { ...caller, dojoId: dojo.id, associationId: dojo.association.id });
  }

  /**
   * An administrator over the member issues a new validation link: the password is cleared, the
   * member must come back through the link, and their open sessions end.
   */
  async resetPassword(ctx: RequestContext, memberId: number): Promise<PasswordReset> {
    const caller = this.requireCaller(ctx);
    const member = await ctx.em.findOne(Member, memberId);
    if (!member) throw DomainError.notFound();
    const r = caller.roles;
    const inScope =
      r.admin ||
      (r.associationAdmin && member.association.id === caller.associationId) ||
      (r.dojoAdmin && member.dojo.id === caller.dojoId);
    if (!inScope) throw DomainError.forbidden();
    const validationCode = newValidationCode();
    member.validationCode = validationCode;
    member.validated = false;
    member.passwordHash = null;
    member.tokenVersion += 1;
    await ctx.em.flush();
    return { member, validationCode };
  }

  /** A new token for a member, keeping toggled roles and profile when given. */
  sessionFor(member: Member, current?: Caller): Session {
    const caller: Caller = current
      ? { ...current, originalRoles: originalRoles(member), avatar: member.avatar }
      : {
          memberId: member.id,
          roles: originalRoles(member),
          originalRoles: originalRoles(member),
          dojoId: member.dojo.id,
          associationId: member.association.id,
          avatar: member.avatar,
        };
    return { token: signSession(this.config, caller, member.tokenVersion), caller, member };
  }

  requireCaller(ctx: RequestContext): Caller {
    if (!ctx.caller) throw new DomainError('UNAUTHENTICATED', 'auth.sessionRequired');
    return ctx.caller;
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
