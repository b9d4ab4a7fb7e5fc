import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Roles', { description: 'Role flags of a session' })
export class RolesType {
  @Field({ description: 'Global (national) administrator' })
  admin!: boolean;

  @Field({ description: 'Administrator of the session association' })
  associationAdmin!: boolean;

  @Field({ description: 'Administrator of the session dojo' })
  dojoAdmin!: boolean;
}

@ObjectType({ description: 'The signed-in member and the profile the session works as' })
export class SessionUser {
  @Field(() => Int)
  id!: number;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field(() => String, { nullable: true })
  mail?: string | null;

  @Field(() => String, { nullable: true, description: 'numAcae' })
  memberNumber?: string | null;

  @Field()
  avatar!: string;

  @Field(() => Int, { description: 'Dojo the session works as (may differ from the home dojo)' })
  dojoId!: number;

  @Field(() => Int)
  associationId!: number;

  @Field(() => RolesType, { description: 'Roles in force (may be switched off)' })
  roles!: RolesType;

  @Field(() => RolesType, { description: 'Roles the member holds; they bound the toggles' })
  originalRoles!: RolesType;
}

@ObjectType('Session', { description: 'A signed session: send the token as `Authorization: Bearer <token>`' })
export class SessionType {
  @Field()
  token!: string;

  @Field()
  message!: string;

  @Field(() => SessionUser)
  user!: SessionUser;
}

@ObjectType('ValidationLink')
export class ValidationLinkType {
  @Field()
  message!: string;

  @Field()
  mail!: string;

  @Field()
  firstName!: string;

  @Field(() => String, { nullable: true })
  memberNumber?: string | null;
}

@ObjectType('PasswordReset', { description: 'A new validation link after a password reset' })
export class PasswordResetType {
  @Field()
  message!: string;

  @Field()
  validationCode!: string;

  @Field({ description: 'Path of the validation link, to copy to the member' })
  link!: string;
}
