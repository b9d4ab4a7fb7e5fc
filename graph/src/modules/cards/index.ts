import type { DomainModule } from '../common/domain-module';
import { CardResolver } from './card.resolver';
import { cardRestRoutes } from './card.rest';

export const cardsModule = {
  name: 'cards',
  resolvers: [CardResolver],
  restRoutes: cardRestRoutes,
} satisfies DomainModule;
