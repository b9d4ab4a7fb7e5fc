import { lazyScreen, type WebModule } from '../../routes/webModule';

const HomeScreen = lazyScreen(() => import('./components/HomeScreen'), 'HomeScreen');

/** Inicio: the member's own profile and permission toggles (the server's session calls). */
export const homeModule = {
  name: 'home',
  server: 'auth',
  sections: [
    {
      routes: [{ element: () => <HomeScreen /> }, { path: 'inicio', element: () => <HomeScreen /> }],
      sidebar: { segment: 'inicio', to: 'inicio', label: 'web.shell.home', order: 10 },
    },
  ],
} satisfies WebModule;
