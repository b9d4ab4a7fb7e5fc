import { lazyScreen, type WebModule } from '../../routes/webModule';
import { canSeeAdminSections } from '../session/permissions';

const ValidationsScreen = lazyScreen(() => import('./components/ValidationsScreen'), 'ValidationsScreen');

export const validationsModule = {
  name: 'validations',
  server: 'validations',
  sections: [
    {
      routes: [{ path: 'validaciones/:idReg?', element: () => <ValidationsScreen /> }],
      may: canSeeAdminSections,
      sidebar: {
        segment: 'validaciones',
        to: 'validaciones',
        label: 'web.shell.validations',
        order: 80,
        // The inbox lists exactly what the three badges count: its badge is their sum.
        badge: (warnings) => warnings.fees + warnings.grades + warnings.courses,
      },
    },
  ],
} satisfies WebModule;
