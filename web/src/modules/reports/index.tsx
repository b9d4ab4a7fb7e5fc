import { lazyScreen, type WebModule } from '../../routes/webModule';
import { canSeeAdminSections } from '../session/permissions';

const ReportScreen = lazyScreen(() => import('./components/ReportScreen'), 'ReportScreen');

export const reportsModule = {
  name: 'reports',
  server: 'reports',
  sections: [
    {
      routes: [{ path: 'listado/:idReg?', element: () => <ReportScreen /> }],
      may: canSeeAdminSections,
      wideOnly: true,
      sidebar: { segment: 'listado', to: 'listado', label: 'web.shell.report', order: 100 },
    },
  ],
} satisfies WebModule;
