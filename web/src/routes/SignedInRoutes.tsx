import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { Shell } from '../modules/shell/components/Shell';
import { Loading } from '../modules/ui/components/Loading';
import { AppRedirect } from './AppRedirect';
import { Allowed, WideOnly } from './guards';
import { SECTIONS, SLOTS } from './sections';
import type { Section, SectionRoute } from './webModule';

/** A route's screen, with 'Cargando…' while its chunk arrives, behind its section's guards. */
function guarded(section: Section, route: SectionRoute): ReactNode {
  let element: ReactNode = <Suspense fallback={<Loading />}>{route.element(SLOTS)}</Suspense>;
  if (section.wideOnly) element = <WideOnly>{element}</WideOnly>;
  const may = [section.may, route.may].filter((access) => access !== undefined);
  return may.length ? <Allowed may={may}>{element}</Allowed> : element;
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
