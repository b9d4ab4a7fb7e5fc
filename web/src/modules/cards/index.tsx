import { lazyScreen, type WebModule } from '../../routes/webModule';
import { canSeeAdminSections } from '../session/permissions';

const CardsScreen = lazyScreen(() => import('./components/CardsScreen'), 'CardsScreen');

export const cardsModule = {
  name: 'cards',
  server: 'cards',
  sections: [
    {
      routes: [{ path: 'carnets/:idReg?', element: () => <CardsScreen /> }],
      may: canSeeAdminSections,
      sidebar: { segment: 'carnets', to: 'carnets', label: 'web.shell.cards', order: 90 },
    },
  ],
} satisfies WebModule;
