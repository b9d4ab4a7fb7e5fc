import { Field, ObjectType } from 'type-graphql';
import type { MemberRecord } from './member.record';
import { MemberType } from './member.types';

@ObjectType('MemberUpdate', {
  description: 'A saved member, and a new session token when it is your own record',
})
export class MemberUpdateType {
  @Field(() => MemberType)
  member!: MemberRecord;

  @Field(() => String, {
    nullable: true,
    description:
      'When you saved your own record: your new session token (a change of your roles or dojo ' +
      'ends the one you hold); send it from now on. Null otherwise',
  })
  token!: string | null;
}
