import { lazyScreen, type WebModule } from '../../routes/webModule';

const MemberViewScreen = lazyScreen(() => import('./components/MemberViewScreen'), 'MemberViewScreen');

/** One member's record (part 2 §3), reached from the lists and the avatar: no sidebar entry. */
export const memberViewModule = {
  name: 'memberView',
  server: 'members',
  sections: [{ routes: [{ path: 'asociados/usuario/:numAcae', element: () => <MemberViewScreen /> }] }],
} satisfies WebModule;
