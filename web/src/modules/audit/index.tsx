import { lazyScreen, type WebModule } from '../../routes/webModule';
import { canSeeAdminSections } from '../session/permissions';

const AuditLogScreen = lazyScreen(() => import('./components/AuditLogScreen'), 'AuditLogScreen');

export const auditModule = {
  name: 'audit',
  server: 'audit',
  sections: [
    {
      routes: [{ path: 'auditoria', element: () => <AuditLogScreen /> }],
      may: canSeeAdminSections,
      sidebar: { segment: 'auditoria', to: 'auditoria', label: 'web.shell.audit', order: 110 },
    },
  ],
} satisfies WebModule;
