import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { DEFAULT_LANG } from '@federa/schema/i18n/languages';
import { Loading } from '../modules/ui/components/Loading';
import { LangLayout } from './LangLayout';

// The landing page downloads nothing of the application (sign-in and the rest come on /app), and
// the application nothing of the landing page.
const PublicHome = lazy(() =>
  import('../modules/public/components/PublicHome').then((module) => ({ default: module.PublicHome })),
);
const AppAreaRoute = lazy(() =>
  import('./AppAreaRoute').then((module) => ({ default: module.AppAreaRoute })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={`/${DEFAULT_LANG}`} replace />} />
      <Route path=":lang" element={<LangLayout />}>
        <Route
          index
          element={
            <Suspense fallback={<Loading />}>
              <PublicHome />
            </Suspense>
          }
        />
        <Route
          path="app/*"
          element={
            <Suspense fallback={<Loading />}>
              <AppAreaRoute />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to=".." replace />} />
      </Route>
    </Routes>
  );
}
