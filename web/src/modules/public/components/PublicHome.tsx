import { useQuery } from '@apollo/client/react';
import { useT } from '../../i18n/hooks/useT';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { useScrollSpy } from '../hooks/useScrollSpy';
import { PUBLIC_COURSES_PAGE, PublicHomeQuery } from '../publicQueries';
import { DojosSection } from './DojosSection';
import { EventsSection } from './EventsSection';
import { PublicFooter, LegalSections } from './PublicFooter';
import { PublicHeader, SECTIONS } from './PublicHeader';
import {
  ContactSection,
  HeroSection,
  HistorySection,
  OnlineDojoSection,
  PublicationsSection,
} from './TextSections';
import '../public.css';

/** /{lang}: the federation's public landing page (part 3 §2), no session needed. */
export function PublicHome() {
  const { t } = useT();
  useDocumentTitle(t('web.public.title'));
  const [active, choose] = useScrollSpy(SECTIONS);
  const { data, error } = useQuery(PublicHomeQuery, {
    variables: { courses: { limit: PUBLIC_COURSES_PAGE } },
  });
  const failed = Boolean(error) && !data;
  return (
    <div className="site">
      <PublicHeader active={active} onChoose={choose} />
      <main id="contenido" tabIndex={-1}>
        <HeroSection />
        <EventsSection events={data?.publicCourses.items} failed={failed} />
        <DojosSection dojos={data?.publicDojos} countries={data?.countries ?? []} failed={failed} />
        <PublicationsSection />
        <HistorySection />
        <OnlineDojoSection />
        <ContactSection />
        <LegalSections />
      </main>
      <PublicFooter />
    </div>
  );
}
