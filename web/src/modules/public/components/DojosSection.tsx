import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { useNearScreen } from '../hooks/useNearScreen';
import {
  countBy,
  countryName,
  dojosIn,
  NO_SELECTION,
  placeName,
  type Country,
  type PlaceSelection,
} from '../places';
import { DojoCard, type PublicDojo } from './DojoCard';
import { PlacePicker } from './PlacePicker';

// maplibre-gl and the country shapes are the page's heaviest part: fetched when the section nears.
const DojoMap = lazy(() => import('../map/DojoMap').then((module) => ({ default: module.DojoMap })));

type DojosSectionProps = { dojos: PublicDojo[] | undefined; countries: Country[]; failed: boolean };

/** 'Dojos en …', the map and the cards of the visible dojos in the chosen place (part 3 §2). */
export function DojosSection({ dojos, countries, failed }: DojosSectionProps) {
  const { t, lang } = useT();
  const [selection, setSelection] = useState<PlaceSelection>(NO_SELECTION);
  // The section is there from the start (the frame only once the dojos have arrived).
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearScreen(sectionRef);
  const all = useMemo(() => dojos ?? [], [dojos]);
  const countryCounts = useMemo(() => countBy(all, (dojo) => dojo.country), [all]);
  const provinceCounts = useMemo(
    () => countBy(dojosIn(all, { country: selection.country, province: null }), (dojo) => dojo.province),
    [all, selection.country],
  );
  const shown = dojosIn(all, selection);
  const names = new Map(countries.map((country) => [country.code, countryName(country, lang)]));
  const place = placeName(selection, countries, lang) ?? t('web.public.dojos.europe');

  return (
    <section id="dojos" className="site-section" aria-labelledby="dojos-title" ref={sectionRef}>
      <h2 id="dojos-title">{t('web.public.dojos.in', { place })}</h2>
      {failed ? (
        <p>{t('web.public.dojos.unavailable')}</p>
      ) : !dojos ? (
        <p aria-busy="true">{t('web.public.dojos.loading')}</p>
      ) : (
        <>
          <PlacePicker
            countries={countries}
            countryCounts={countryCounts}
            provinceCounts={provinceCounts}
            selection={selection}
            onChange={setSelection}
          />
          <div className="dojo-map-frame">
            {near && (
              <Suspense fallback={<p className="dojo-map-wait">{t('web.public.map.loading')}</p>}>
                <DojoMap
                  countries={countries}
                  countryCounts={countryCounts}
                  provinceCounts={provinceCounts}
                  selection={selection}
                  onChange={setSelection}
                />
              </Suspense>
            )}
          </div>
          <p className="dojo-count" aria-live="polite">
            {t('web.public.dojos.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <p>{t('web.public.dojos.none')}</p>
          ) : (
            <ul className="dojo-cards">
              {shown.map((dojo) => (
                <DojoCard key={dojo.id} dojo={dojo} countryName={names.get(dojo.country) ?? dojo.country} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
