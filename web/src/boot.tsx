import { startTransition } from 'react';
import type * as ReactDom from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppTree } from './AppTree';
import { loadLanguage } from './modules/i18n/i18n';
import { routeLanguage } from './modules/i18n/routeLanguage';

/** Renders the client into #root, or takes over the page the server sent already rendered. */
export function boot({ createRoot, hydrateRoot }: typeof ReactDom): void {
  const root = document.getElementById('root')!;
  const app = <AppTree router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
  // The landing and sign-in pages come rendered (web/scripts/prerender.mjs): they show before any
  // script runs, and React takes them over once their language's texts are here, so its first
  // render matches.
  if (root.firstElementChild) {
    loadLanguage(routeLanguage(window.location.pathname)).then(
      // In a transition, hydration yields to the browser between slices instead of one long task.
      () => startTransition(() => void hydrateRoot(root, app)),
      () => createRoot(root).render(app),
    );
  } else {
    createRoot(root).render(app);
  }
}
