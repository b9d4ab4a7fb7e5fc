import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useT } from '../modules/i18n/hooks/useT';
import { useMe } from '../modules/session/components/SessionContext';
import { ownMembersDojo } from '../modules/session/permissions';
import { Shell } from '../modules/shell/components/Shell';
import { AdminsOnly, NationalOnly, WideOnly } from './guards';
import { Loading } from '../modules/ui/components/Loading';

// Each area is its own chunk: opening the members list does not download the dojo form.
const AssociationsScreen = lazy(() =>
  import('../modules/associations/components/AssociationsScreen').then((m) => ({
    default: m.AssociationsScreen,
  })),
);
const DojosScreen = lazy(() =>
  import('../modules/dojos/components/DojosScreen').then((m) => ({ default: m.DojosScreen })),
);
const MembersScreen = lazy(() =>
  import('../modules/members/components/MembersScreen').then((m) => ({ default: m.MembersScreen })),
);
const FeesScreen = lazy(() =>
  import('../modules/fees/components/FeesScreen').then((m) => ({ default: m.FeesScreen })),
);
const GradesScreen = lazy(() =>
  import('../modules/grades/components/GradesScreen').then((m) => ({ default: m.GradesScreen })),
);
const CoursesScreen = lazy(() =>
  import('../modules/courses/components/CoursesScreen').then((m) => ({ default: m.CoursesScreen })),
);
// The enrolment modal comes with its own chunk when a course's 'Inscripción' is first opened.
const EnrolmentModal = lazy(() =>
  import('../modules/enrolment/components/EnrolmentModal').then((m) => ({ default: m.EnrolmentModal })),
);
const CardsScreen = lazy(() =>
  import('../modules/cards/components/CardsScreen').then((m) => ({ default: m.CardsScreen })),
);
const MemberImportScreen = lazy(() =>
  import('../modules/members/components/MemberImportScreen').then((m) => ({
    default: m.MemberImportScreen,
  })),
);
const MemberViewScreen = lazy(() =>
  import('../modules/memberView/components/MemberViewScreen').then((m) => ({ default: m.MemberViewScreen })),
);

const HomeScreen = lazy(() =>
  import('../modules/home/components/HomeScreen').then((m) => ({ default: m.HomeScreen })),
);
const ReportScreen = lazy(() =>
  import('../modules/reports/components/ReportScreen').then((m) => ({ default: m.ReportScreen })),
);
const AuditLogScreen = lazy(() =>
  import('../modules/audit/components/AuditLogScreen').then((m) => ({ default: m.AuditLogScreen })),
);
const ContactInboxScreen = lazy(() =>
  import('../modules/contact/components/ContactInboxScreen').then((m) => ({
    default: m.ContactInboxScreen,
  })),
);
const ValidationsScreen = lazy(() =>
  import('../modules/validations/components/ValidationsScreen').then((m) => ({
    default: m.ValidationsScreen,
  })),
);

/** A lazily loaded screen, with 'Cargando…' while its chunk arrives. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** A bare /asociados opens the dojo_ variant: the user's own dojo unless they administer more. */
function MembersHome() {
  return <AppRedirect to={`asociados/dojo_${ownMembersDojo(useMe())}`} />;
}

/** Redirects within /{lang}/app (absolute, so that an unknown deep path cannot stack them). */
function AppRedirect({ to }: { to: string }) {
  const { lang } = useT();
  return <Navigate to={`/${lang}/app/${to}`} replace />;
}

/** The routes of /{lang}/app/* with a session (part 1 §2, part 3 §2). */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route
          index
          element={
            <Lazy>
              <HomeScreen />
            </Lazy>
          }
        />
        <Route
          path="inicio"
          element={
            <Lazy>
              <HomeScreen />
            </Lazy>
          }
        />
        <Route
          path="asociaciones/:idReg?"
          element={
            <Lazy>
              <AssociationsScreen />
            </Lazy>
          }
        />
        <Route path="dojos" element={<AppRedirect to="dojos/asoc_0" />} />
        <Route
          path="dojos/:scope/:idReg?"
          element={
            <Lazy>
              <DojosScreen />
            </Lazy>
          }
        />
        <Route path="asociados" element={<MembersHome />} />
        <Route
          path="asociados/usuario/:numAcae"
          element={
            <Lazy>
              <MemberViewScreen />
            </Lazy>
          }
        />
        <Route
          path="asociados/importar"
          element={
            <AdminsOnly>
              <Lazy>
                <MemberImportScreen />
              </Lazy>
            </AdminsOnly>
          }
        />
        <Route
          path="asociados/:scope/:idReg?/:acc?"
          element={
            <Lazy>
              <MembersScreen />
            </Lazy>
          }
        />
        <Route
          path="cuotas/:idReg?"
          element={
            <AdminsOnly>
              <Lazy>
                <FeesScreen />
              </Lazy>
            </AdminsOnly>
          }
        />
        <Route
          path="cursos/:idReg?"
          element={
            <Lazy>
              <CoursesScreen
                enrolment={(course, close) => (
                  <Suspense fallback={<Loading />}>
                    <EnrolmentModal courseId={course.id} onClose={close} />
                  </Suspense>
                )}
              />
            </Lazy>
          }
        />
        <Route
          path="grados/:idReg?"
          element={
            <Lazy>
              <GradesScreen />
            </Lazy>
          }
        />
        <Route
          path="carnets/:idReg?"
          element={
            <AdminsOnly>
              <Lazy>
                <CardsScreen />
              </Lazy>
            </AdminsOnly>
          }
        />
        <Route
          path="listado/:idReg?"
          element={
            <AdminsOnly>
              <WideOnly>
                <Lazy>
                  <ReportScreen />
                </Lazy>
              </WideOnly>
            </AdminsOnly>
          }
        />
        <Route
          path="validaciones/:idReg?"
          element={
            <AdminsOnly>
              <Lazy>
                <ValidationsScreen />
              </Lazy>
            </AdminsOnly>
          }
        />
        <Route
          path="mensajes"
          element={
            <NationalOnly>
              <Lazy>
                <ContactInboxScreen />
              </Lazy>
            </NationalOnly>
          }
        />
        <Route
          path="auditoria"
          element={
            <AdminsOnly>
              <Lazy>
                <AuditLogScreen />
              </Lazy>
            </AdminsOnly>
          }
        />
        <Route path="*" element={<AppRedirect to="inicio" />} />
      </Route>
    </Routes>
  );
}
