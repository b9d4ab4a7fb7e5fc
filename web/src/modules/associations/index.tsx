import { lazyScreen, type WebModule } from '../../routes/webModule';

const AssociationsScreen = lazyScreen(() => import('./components/AssociationsScreen'), 'AssociationsScreen');

export const associationsModule = {
  name: 'associations',
  server: 'associations',
  sections: [
    {
      routes: [{ path: 'asociaciones/:idReg?', element: () => <AssociationsScreen /> }],
      sidebar: { segment: 'asociaciones', to: 'asociaciones', label: 'web.shell.associations', order: 20 },
    },
  ],
} satisfies WebModule;
