import { AppRedirect } from '../../routes/AppRedirect';
import { lazyScreen, type WebModule } from '../../routes/webModule';
import { useMe } from '../session/components/SessionContext';
import { canSeeAdminSections, ownMembersDojo } from '../session/permissions';

const MembersScreen = lazyScreen(() => import('./components/MembersScreen'), 'MembersScreen');
const MemberImportScreen = lazyScreen(() => import('./components/MemberImportScreen'), 'MemberImportScreen');

/** A bare /asociados opens the dojo_ variant: the user's own dojo unless they administer more. */
function MembersHome() {
  return <AppRedirect to={`asociados/dojo_${ownMembersDojo(useMe())}`} />;
}

export const membersModule = {
  name: 'members',
  server: 'members',
  sections: [
    {
      routes: [
        { path: 'asociados', element: () => <MembersHome /> },
        { path: 'asociados/importar', element: () => <MemberImportScreen />, may: canSeeAdminSections },
        { path: 'asociados/:scope/:idReg?/:acc?', element: () => <MembersScreen /> },
      ],
      sidebar: {
        segment: 'asociados',
        to: (me) => `asociados/dojo_${ownMembersDojo(me)}`,
        label: 'web.shell.members',
        order: 40,
      },
    },
  ],
} satisfies WebModule;
