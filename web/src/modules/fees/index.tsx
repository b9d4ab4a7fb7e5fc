import { lazyScreen, type WebModule } from '../../routes/webModule';
import { canSeeAdminSections } from '../session/permissions';

const FeesScreen = lazyScreen(() => import('./components/FeesScreen'), 'FeesScreen');

export const feesModule = {
  name: 'fees',
  server: 'fees',
  sections: [
    {
      routes: [{ path: 'cuotas/:idReg?', element: () => <FeesScreen /> }],
      may: canSeeAdminSections,
      sidebar: {
        segment: 'cuotas',
        to: 'cuotas',
        label: 'web.shell.fees',
        order: 50,
        badge: (warnings) => warnings.fees,
      },
    },
  ],
} satisfies WebModule;
