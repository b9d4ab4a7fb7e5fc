import { Field, InputType, Int, registerEnumType } from 'type-graphql';

export enum RoleToggleEnum {
  ADMIN = 'admin',
  ASSOCIATION_ADMIN = 'asoc',
  DOJO_ADMIN = 'dojo',
}
registerEnumType(RoleToggleEnum, { name: 'RoleToggle' });

export enum ProfileKindEnum {
  ASSOCIATION = 'asoc',
  DOJO = 'dojo',
}
registerEnumType(ProfileKindEnum, { name: 'ProfileKind' });

@InputType()
export class FirstPasswordInput {
  @Field()
  mail!: string;

  @Field({ description: 'valCode of the validation link' })
  code!: string;

  @Field()
  password!: string;

  @Field()
  confirmation!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  currentPassword!: string;

  @Field()
  password!: string;

  @Field()
  confirmation!: string;
}

@InputType()
export class SwitchProfileInput {
  @Field(() => ProfileKindEnum)
  kind!: ProfileKindEnum;

  @Field(() => Int, { description: 'Association or dojo id' })
  id!: number;
}
