import type { Caller, RequestContext } from '../common/caller';
import { requireCaller } from '../common/caller';
import { DomainError } from '../common/domain-error';
import { run, sql, type Sql } from '../common/sql';
import { SharedWindow, type LimiterStore } from '../common/limiter-store';
import type { TakenBy } from '../common/taken';
import { Member } from './member.entity';
import type { MemberRow } from './member.list';
import { refOf } from './member.record';
import { canEdit, isAdministrator, refOfMember, seesPrivateData } from './member.rules';

/**
 * "Is this address / number taken?" (rep_mail, rep_numAcae): the member form's checks. They serve
 * only those who may create a member (administrators; no exceptId) or save the one with exceptId
 * (themselves, an administrator over them): anyone else would learn whether any address or number
 * belongs to a member. Each answer, and each address change in a save by a non-administrator
 * (member.service modify), takes one of the caller's allowance per minute, so that even those may
 * not sweep a list of addresses through them.
 */
export class TakenChecks {
  private readonly window: SharedWindow;

  constructor(config: { memberChecksPerMinute: number }, limits: LimiterStore) {
    this.window = new SharedWindow(limits, 'checks', config.memberChecksPerMinute, 60);
  }

  /**
   * rep_mail: the id of ANOTHER member with this address (any case), null when free, 0 when taken
   * by a member whose private data the caller may not see (the form only needs "taken").
   */
  async mailTakenBy(ctx: RequestContext, mail: string, exceptId: number): Promise<TakenBy> {
    const caller = await this.mayCheck(ctx, exceptId);
    return this.takenBy(ctx, caller, (v) => sql`lower(mail) = lower(${v})`, mail.trim(), exceptId);
  }

  /** rep_numAcae: as rep_mail, for a member number. */
  async numberTakenBy(ctx: RequestContext, memberNumber: string, exceptId: number): Promise<TakenBy> {
    const caller = await this.mayCheck(ctx, exceptId);
    return this.takenBy(ctx, caller, (v) => sql`num_acae = ${v}`, memberNumber.trim(), exceptId);
  }

  /** One more answer to "is this taken?" for the caller, or 429 past their allowance. */
  async count(caller: Caller): Promise<void> {
    const wait = await this.window.take(String(caller.memberId));
    if (wait > 0) {
      throw new DomainError('TOO_MANY_REQUESTS', 'members.tooManyChecks', {
        params: { count: wait },
        retryAfterSeconds: wait,
      });
    }
  }

  private async mayCheck(ctx: RequestContext, exceptId: number): Promise<Caller> {
    const caller = requireCaller(ctx);
    await this.count(caller);
    const member = exceptId ? await ctx.em.findOne(Member, exceptId) : null;
    const allowed = member ? canEdit(caller, refOfMember(member)) : !exceptId && isAdministrator(caller);
    if (!allowed) throw DomainError.forbidden();
    return caller;
  }

  private async takenBy(
    ctx: RequestContext,
    caller: Caller,
    condition: (value: string) => Sql,
    value: string,
    exceptId: number,
  ): Promise<TakenBy> {
    if (!value) return null;
    const rows = await run<MemberRow>(
      ctx.em,
      sql`select id_aso, cf_dojo, cf_asoc, es_admin, es_admin_asoc, es_admin_dojo
       from asociado where ${condition(value)} and id_aso <> ${exceptId} limit 1`,
    );
    if (!rows[0]) return null;
    // Whose address (or number) it is, only to those who may see that member's private data.
    return seesPrivateData(caller, refOf(rows[0])) ? rows[0].id_aso : 0;
  }
}
