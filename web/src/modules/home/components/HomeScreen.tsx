import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { FeesPanel } from '../../memberView/components/FeesPanel';
import { GradesPanel } from '../../memberView/components/GradesPanel';
import { OwnCoursesPanel } from '../../memberView/components/OwnCoursesPanel';
import { UpcomingCoursesPanel } from '../../memberView/components/UpcomingCoursesPanel';
import { useMe } from '../../session/components/SessionContext';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { ProfileSelectors } from './ProfileSelectors';
import { RoleToggles } from './RoleToggles';
import '../home.css';

/** Part 2 §2.5, §9: the home lists the 6 own courses that end last. */
export const HOME_COURSES = 6;
export const HOME_COURSES_ORDER = 'fechaFin DESC';

/**
 * /{lang}/app/inicio (part 2 §2.5), also where a member not found lands: the welcome, the
 * permission toggles and the profile selectors of whoever holds them, then the member's own
 * fees, grades, latest courses and the upcoming ones (the member view's panels). Other domains
 * add a summary above the panels (`homeSummary`: what an administrator is owed and owes).
 */
export function HomeScreen({ summary }: { summary?: () => ReactNode }) {
  const { t } = useT();
  const me = useMe();
  useDocumentTitle(t('web.shell.home'));
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title">{t('web.shell.home')}</h1>
      <p>{t('web.shell.welcome', { name: me.firstName })}</p>
      <div className="home-controls">
        <RoleToggles me={me} />
        <ProfileSelectors me={me} />
      </div>
      {summary?.()}
      <div className="mv-panels">
        <FeesPanel memberId={me.id} />
        <GradesPanel member={me} />
        <OwnCoursesPanel limit={HOME_COURSES} orderBy={HOME_COURSES_ORDER} />
        <UpcomingCoursesPanel limit={HOME_COURSES} />
      </div>
    </section>
  );
}
