import { memo } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { useDocumentTitle } from '../../ui/hooks/useDocumentTitle';
import { useScrollSpy } from '../hooks/useScrollSpy';
import { usePublicHome } from '../usePublicHome';
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

const NO_COUNTRIES: never[] = [];

// The texts below the lists change with the language only: not rendered again when the lists
// arrive or the active link moves.
const StaticSections = memo(function StaticSections() {
  return (
    <>
      <PublicationsSection />
      <HistorySection />
      <OnlineDojoSection />
      <ContactSection />
      <LegalSections />
    </>
  );
});

/** /{lang}: the federation's public landing page (part 3 §2), no session needed. */
export function PublicHome() {
  const { t } = useT();
  useDocumentTitle(t('web.public.title'));
  const [active, choose] = useScrollSpy(SECTIONS);
  const { data, failed } = usePublicHome();
  return (
    <div className="site">
      <PublicHeader active={active} onChoose={choose} />
      <main id="contenido" tabIndex={-1}>
        <HeroSection />
        <EventsSection events={data?.publicCourses.items} failed={failed} />
        <DojosSection
          places={data?.publicDojoPlaces}
          countries={data?.countries ?? NO_COUNTRIES}
          failed={failed}
        />
        <StaticSections />
      </main>
      <PublicFooter />
    </div>
  );
}
