import type { DomainModule } from '../common/domain-module';
import { PrintableCount } from './card-count.entity';
import { CardResolver } from './card.resolver';
import { cardRestRoutes } from './card.rest';
import { CardService } from './card.service';

export const cardsModule = {
  name: 'cards',
  services: { cards: { create: () => new CardService() } },
  entities: [PrintableCount],
  resolvers: [CardResolver],
  restRoutes: cardRestRoutes,
} satisfies DomainModule;
