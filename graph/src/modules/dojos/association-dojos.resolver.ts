import { Ctx, Extensions, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';
import { UNPAGED_LIST_SIZE } from '../../graphql/list-cost';
import type { AssociationRow } from '../associations/association.service';
import { AssociationType } from '../associations/association.types';
import type { Dojo } from './dojo.entity';
import { DojoType } from './dojo.types';

/** An Association's dojos: the dojos module's, as associations know nothing of dojos. */
@Resolver(() => AssociationType)
export class AssociationDojosResolver {
  @FieldResolver(() => Int, { description: 'numDoj: how many dojos the association has' })
  async dojoCount(@Root() association: AssociationRow, @Ctx() ctx: GraphContext): Promise<number> {
    return association.dojoCount ?? ctx.loaders.dojoCountByAssociation.load(association.id);
  }

  @FieldResolver(() => [DojoType], { description: 'The dojos of the association, by name' })
  // Unpaged: costed at an association's usual number of dojos (graphql/list-cost.ts), and at the
  // largest when nested under another such list (association { dojos { association { dojos } } }
  // answers its real size squared), so that the nesting is refused.
  @Extensions({ typicalListSize: UNPAGED_LIST_SIZE })
  async dojos(@Root() association: AssociationRow, @Ctx() ctx: GraphContext): Promise<Dojo[]> {
    return ctx.loaders.dojosByAssociation.load(association.id);
  }
}
