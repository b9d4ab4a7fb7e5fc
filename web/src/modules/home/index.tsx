import type { ReactNode } from 'react';
import { lazyScreen, type WebModule } from '../../routes/webModule';

const HomeScreen = lazyScreen(() => import('./components/HomeScreen'), 'HomeScreen');

declare module '../../routes/webModule' {
  interface Slots {
    /** A summary of another domain's on the home, above the member's panels (billing's money). */
    homeSummary: () => ReactNode;
  }
}

/** Inicio: the member's own profile and permission toggles (the server's session calls). */
export const homeModule = {
  name: 'home',
  server: 'auth',
  sections: [
    {
      routes: [
        { element: (slots) => <HomeScreen summary={slots.homeSummary} /> },
        { path: 'inicio', element: (slots) => <HomeScreen summary={slots.homeSummary} /> },
      ],
      sidebar: { segment: 'inicio', to: 'inicio', label: 'web.shell.home', order: 10 },
    },
  ],
} satisfies WebModule;
