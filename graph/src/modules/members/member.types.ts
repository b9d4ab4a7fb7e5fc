import { Field, Int, ObjectType } from 'type-graphql';
import { Connection, Page } from '../common/list/list.types';

// The fields only the member and the administrators over them see (member.record.ts).
const PRIVATE = ' Private: null unless you are the member or an administrator over them.';

/**
 * A member (asociado). `dojo` and `association` are field resolvers of MemberResolver, loaded
 * through the per-request DataLoaders, so that a page costs the same statements whatever its size.
 */
@ObjectType('Member', { description: 'A member (asociado) of a dojo', simpleResolvers: true })
export class MemberType {
  @Field(() => Int, { description: 'idAso' })
  id!: number;

  @Field(() => String, {
    nullable: true,
    description: 'numAcae: the association serie and four digits; generated when empty, then fixed',
  })
  memberNumber!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `dni, upper-case.${PRIVATE}`,
  })
  dni!: string | null;

  @Field({ description: 'nombre (max 50)' })
  firstName!: string;

  @Field({ description: 'apellido (max 50)' })
  lastName!: string;

  @Field({ description: 'nombreCompleto: first name and surname' })
  fullName!: string;

  @Field(() => String, {
    nullable: true,
    description: `mail (max 50), unique whatever its case.${PRIVATE}`,
  })
  mail!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `fechaNacimiento, YYYY-MM-DD.${PRIVATE}`,
  })
  birthDate!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `edad: 'A' adult (18 or older today), 'N' child.${PRIVATE}`,
  })
  age!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `domicilio (max 150).${PRIVATE}`,
  })
  address!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `ciudad (max 50).${PRIVATE}`,
  })
  city!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `provincia (max 50).${PRIVATE}`,
  })
  province!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `telefono (max 9).${PRIVATE}`,
  })
  phone!: string | null;

  @Field(() => String, {
    nullable: true,
    description: `obs (max 250).${PRIVATE}`,
  })
  notes!: string | null;

  @Field({ description: 'avatar: image name served at /avatars/{name}; default.jpg when none' })
  avatar!: string;

  @Field({ description: 'esAdmin: global administrator' })
  isAdmin!: boolean;

  @Field({ description: 'esAdminAsoc: administrator of their association' })
  isAssociationAdmin!: boolean;

  @Field({ description: 'esAdminDojo: administrator of their dojo' })
  isDojoAdmin!: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: `validado: the member has set a password from their validation link.${PRIVATE}`,
  })
  validated!: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'codvalidacion: only for an administrator over the member, while not validated',
  })
  validationCode!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The validation link (path and query) for an administrator, while not validated',
  })
  validationLink!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `ultima_cuota: year of the latest fee.${PRIVATE}`,
  })
  lastFeeYear!: number | null;

  @Field(() => Int, { description: 'cfDojo' })
  dojoId!: number;

  @Field(() => Int, { description: 'cfAsoc' })
  associationId!: number;
}

export const MemberPageType = Page(
  MemberType,
  'MemberPage',
  'A page of the member list (GET /v1/asociados/)',
);
export type MemberPageType = InstanceType<typeof MemberPageType>;

export const MemberConnectionType = Connection(
  MemberType,
  'Member',
  'Cursor paging over the member list for integrators: every order of the list, keyset on (order value, id)',
);
export type MemberConnectionType = InstanceType<typeof MemberConnectionType>;
