import { Check, Entity, OneToOne, Property } from '@mikro-orm/core';
import { Member } from '../members/member.entity';

/**
 * The version of a member's private calendar feed: its secret URL is an HMAC of the member's id
 * and this number (calendar.secret.ts), so renewing bumps it and every older URL stops answering.
 * No row is version 0, the URL a member has until they first renew it. Goes with the member.
 */
@Entity({ tableName: 'calendario_asociado' })
@Check({ name: 'calendario_asociado_version', expression: 'version >= 1' })
export class CalendarFeedVersion {
  @OneToOne(() => Member, { primary: true, fieldName: 'cf_asociado', deleteRule: 'cascade' })
  member!: Member;

  @Property({ fieldName: 'version', default: 1 })
  version: number = 1;

  @Property({ fieldName: 'renovado', columnType: 'timestamptz', defaultRaw: 'now()' })
  renewedAt: Date = new Date();
}
