import { Field, Int, ObjectType } from 'type-graphql';
import { Page } from '../common/list/list.types';

/**
 * An association. `dojoCount` and `dojos` are field resolvers of the dojos module
 * (dojos/association-dojos.resolver.ts, through DataLoader), so that any root shaped as an
 * AssociationRow works.
 */
@ObjectType('Association', { description: 'An association of dojos', simpleResolvers: true })
export class AssociationType {
  @Field(() => Int, { description: 'idAsoc' })
  id!: number;

  @Field({ description: 'nombre (max 100)' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'zona (max 100)' })
  zone?: string | null;

  @Field({ description: 'serie: two digits and a capital letter, prefix of the member numbers' })
  series!: string;
}

export const AssociationPageType = Page(
  AssociationType,
  'AssociationPage',
  'A page of the association list (GET /v1/asocs/)',
);
export type AssociationPageType = InstanceType<typeof AssociationPageType>;

@ObjectType('AssociationConflicts', {
  description: 'Other associations already using a name or series (rep_nombre, rep_serie)',
})
export class AssociationConflictsType {
  @Field(() => Int, {
    nullable: true,
    description: 'id of another association with this name (case and accents ignored); null when free',
  })
  nameTakenBy?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'id of another association with this series; null when free',
  })
  seriesTakenBy?: number | null;
}
