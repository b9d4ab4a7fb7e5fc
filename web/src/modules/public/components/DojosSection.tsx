import { lazy, Suspense, useMemo, useState } from 'react';
import type { PublicHomeQuery } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';
import { useNearScreen } from '../hooks/useNearScreen';
import { countryName, NO_SELECTION, placeName, type Country, type PlaceSelection } from '../places';
import { useDojoCards } from '../useDojoCards';
import { DOJO_CARDS_STEP } from '../publicQueries';
import { DojoCard } from './DojoCard';
import { PlacePicker } from './PlacePicker';
import { DOJOS_SLOT, ServerList } from './ServerList';

// maplibre-gl and the country shapes are the page's heaviest part: fetched when the map nears.
const DojoMap = lazy(() => import('../map/DojoMap').then((module) => ({ default: module.DojoMap })));

type Place = PublicHomeQuery['publicDojoPlaces'][number];
type DojosSectionProps = { places: Place[] | undefined; countries: Country[]; failed: boolean };

/** 'Dojos en …', the map and the cards of the visible dojos in the chosen place (part 3 §2). */
export function DojosSection({ places, countries, failed }: DojosSectionProps) {
  const { t, lang } = useT();
  const [selection, setSelection] = useState<PlaceSelection>(NO_SELECTION);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(frame);
  const { countryCounts, provinceCounts } = useMemo(
    () => countsOf(places ?? [], selection.country),
    [places, selection.country],
  );
  const place = placeName(selection, countries, lang) ?? t('web.public.dojos.europe');

  return (
    <section id="dojos" className="site-section" aria-labelledby="dojos-title">
      <h2 id="dojos-title">{t('web.public.dojos.in', { place })}</h2>
      {!places ? (
        // The server's list until the page's own arrives, and still when it cannot.
        <ServerList
          id={DOJOS_SLOT}
          fallback={
            failed ? (
              <p>{t('web.public.dojos.unavailable')}</p>
            ) : (
              <p className="dojos-waiting" aria-busy="true">
                {t('web.public.dojos.loading')}
              </p>
            )
          }
        />
      ) : (
        <>
          <PlacePicker
            countries={countries}
            countryCounts={countryCounts}
            provinceCounts={provinceCounts}
            selection={selection}
            onChange={setSelection}
          />
          <div className="dojo-map-frame" ref={setFrame}>
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
          <DojoCards
            selection={selection}
            total={selectedCount(countryCounts, provinceCounts, selection)}
            countries={countries}
          />
        </>
      )}
    </section>
  );
}

type DojoCardsProps = { selection: PlaceSelection; total: number; countries: Country[] };

/** The cards of the place, 15 at a time, with how many there are in all. */
function DojoCards({ selection, total, countries }: DojoCardsProps) {
  const { t, lang } = useT();
  const cards = useDojoCards(selection);
  const names = new Map(countries.map((country) => [country.code, countryName(country, lang)]));
  return (
    <>
      <p className="dojo-count" aria-live="polite">
        {t('web.public.dojos.count', { count: total })}
      </p>
      {total === 0 ? (
        <p>{t('web.public.dojos.none')}</p>
      ) : (
        <ul className="dojo-cards" aria-busy={cards.loading}>
          {cards.rows.map((dojo) => (
            <DojoCard key={dojo.id} dojo={dojo} countryName={names.get(dojo.country) ?? dojo.country} />
          ))}
        </ul>
      )}
      {cards.failed && <p role="alert">{t('web.public.dojos.unavailable')}</p>}
      {!cards.loading && cards.rows.length < total && (
        <button type="button" className="button dojo-more" onClick={cards.more}>
          {t('web.public.dojos.more', { count: Math.min(DOJO_CARDS_STEP, total - cards.rows.length) })}
        </button>
      )}
    </>
  );
}

/** Dojos per country, and per province of the chosen country, from the counted places. */
function countsOf(places: Place[], country: string | null) {
  const countryCounts = new Map<string, number>();
  const provinceCounts = new Map<string, number>();
  for (const p of places) {
    countryCounts.set(p.country, (countryCounts.get(p.country) ?? 0) + p.count);
    if (p.country === country) provinceCounts.set(p.province, p.count);
  }
  return { countryCounts, provinceCounts };
}

function selectedCount(
  countries: Map<string, number>,
  provinces: Map<string, number>,
  selection: PlaceSelection,
) {
  if (selection.province) return provinces.get(selection.province) ?? 0;
  if (selection.country) return countries.get(selection.country) ?? 0;
  let sum = 0;
  for (const n of countries.values()) sum += n;
  return sum;
}
