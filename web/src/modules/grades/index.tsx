import { lazyScreen, type WebModule } from '../../routes/webModule';

const GradesScreen = lazyScreen(() => import('./components/GradesScreen'), 'GradesScreen');

export const gradesModule = {
  name: 'grades',
  server: 'grades',
  sections: [
    {
      routes: [{ path: 'grados/:idReg?', element: () => <GradesScreen /> }],
      sidebar: {
        segment: 'grados',
        to: 'grados',
        label: 'web.shell.grades',
        order: 70,
        badge: (warnings) => warnings.grades,
      },
    },
  ],
} satisfies WebModule;
