import { lazy, Suspense, useMemo, useState } from 'react';
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

/** Cards shown at first and added by each 'more': a federation may have thousands of dojos. */
export const DOJO_CARDS_STEP = 12;

type DojosSectionProps = { dojos: PublicDojo[] | undefined; countries: Country[]; failed: boolean };

/** 'Dojos en …', the map and the cards of the visible dojos in the chosen place (part 3 §2). */
export function DojosSection({ dojos, countries, failed }: DojosSectionProps) {
  const { t, lang } = useT();
  const [selection, setSelection] = useState<PlaceSelection>(NO_SELECTION);
  const [shownCount, setShownCount] = useState(DOJO_CARDS_STEP);
  const handlePlace = (next: PlaceSelection) => {
    setSelection(next);
    setShownCount(DOJO_CARDS_STEP);
  };
  // The frame, once the dojos are in and the page above it has its final height.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(frame);
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
    <section id="dojos" className="site-section" aria-labelledby="dojos-title">
      <h2 id="dojos-title">{t('web.public.dojos.in', { place })}</h2>
      {failed ? (
        <p>{t('web.public.dojos.unavailable')}</p>
      ) : !dojos ? (
        <p className="dojos-waiting" aria-busy="true">
          {t('web.public.dojos.loading')}
        </p>
      ) : (
        <>
          <PlacePicker
            countries={countries}
            countryCounts={countryCounts}
            provinceCounts={provinceCounts}
            selection={selection}
            onChange={handlePlace}
          />
          <div className="dojo-map-frame" ref={setFrame}>
            {near && (
              <Suspense fallback={<p className="dojo-map-wait">{t('web.public.map.loading')}</p>}>
                <DojoMap
                  countries={countries}
                  countryCounts={countryCounts}
                  provinceCounts={provinceCounts}
                  selection={selection}
                  onChange={handlePlace}
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
              {shown.slice(0, shownCount).map((dojo) => (
                <DojoCard key={dojo.id} dojo={dojo} countryName={names.get(dojo.country) ?? dojo.country} />
              ))}
            </ul>
          )}
          {shown.length > shownCount && (
            <button
              type="button"
              className="button dojo-more"
              onClick={() => setShownCount((count) => count + DOJO_CARDS_STEP)}
            >
              {t('web.public.dojos.more', { count: Math.min(DOJO_CARDS_STEP, shown.length - shownCount) })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
