import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { Shell } from '../modules/shell/components/Shell';
import { Loading } from '../modules/ui/components/Loading';
import { AppRedirect } from './AppRedirect';
import { Guarded } from './guards';
import { SECTIONS, SLOTS } from './sections';
import type { Section, SectionRoute } from './webModule';

/** A route's screen, with 'Cargando…' while its chunk arrives, behind its section's guards. */
function guarded(section: Section, route: SectionRoute): ReactNode {
  const element = <Suspense fallback={<Loading />}>{route.element(SLOTS)}</Suspense>;
  if (!section.may && !section.wideOnly && !route.may) return element;
  return (
    <Guarded section={section} route={route}>
      {element}
    </Guarded>
  );
}

/**
 * The routes of /{lang}/app/* with a session (part 1 §2, part 3 §2): each registered module's
 * sections (web/src/modules/index.ts), anything else back to inicio.
 */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {SECTIONS.flatMap((section) =>
          section.routes.map((route) =>
            route.path === undefined ? (
              <Route key="" index element={guarded(section, route)} />
            ) : (
              <Route key={route.path} path={route.path} element={guarded(section, route)} />
            ),
          ),
        )}
        <Route path="*" element={<AppRedirect to="inicio" />} />
      </Route>
    </Routes>
  );
}
