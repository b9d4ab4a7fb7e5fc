import { Navigate, Route, Routes } from 'react-router';
import { DEFAULT_LANG } from '@federa/schema/i18n/languages';
import { PublicHome } from '../modules/public/components/PublicHome';
import { AppAreaRoute } from './AppAreaRoute';
import { LangLayout } from './LangLayout';

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={`/${DEFAULT_LANG}`} replace />} />
      <Route path=":lang" element={<LangLayout />}>
        <Route index element={<PublicHome />} />
        <Route path="app/*" element={<AppAreaRoute />} />
        <Route path="*" element={<Navigate to=".." replace />} />
      </Route>
    </Routes>
  );
}
