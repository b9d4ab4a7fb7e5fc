import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/hooks/useT';
import { countryName, isCanary, NO_SELECTION, type Country, type PlaceSelection } from '../places';
import { CanaryInset } from './CanaryInset';
import { countryShapes, loadWorld, type WorldFeature } from './countryShapes';
import { COUNTRY_FILL_LAYER, mapStyle } from './mapStyle';
import { countryBounds, fullViewBounds, mainlandProvinces, ZOOM_MS, type Bounds } from './mapView';
import { useMapLibre } from './useMapLibre';
import { useMarkers, type MarkerSpec } from './useMarkers';
import './map.css';

export type DojoMapProps = {
  countries: Country[];
  countryCounts: Map<string, number>;
  provinceCounts: Map<string, number>;
  selection: PlaceSelection;
  onChange: (selection: PlaceSelection) => void;
};

const EUROPE: Bounds = [-12, 34, 35, 62];

/** The map of dojos (part 3 §2 "Map behaviour"), once the country shapes have arrived. */
export function DojoMap(props: DojoMapProps) {
  const { t } = useT();
  const [world, setWorld] = useState<WorldFeature[] | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    loadWorld().then(
      (shapes) => live && setWorld(shapes),
      () => live && setWorld('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (world === 'failed') return <p className="dojo-map-wait">{t('web.public.map.unavailable')}</p>;
  if (!world) return <p className="dojo-map-wait">{t('web.public.map.loading')}</p>;
  return <CountryMap {...props} world={world} />;
}

/** Countries with dojos and their counts, then a country's provinces. */
function CountryMap({
  countries,
  countryCounts,
  provinceCounts,
  selection,
  onChange,
  world,
}: DojoMapProps & { world: WorldFeature[] }) {
  const { t, lang } = useT();
  const container = useRef<HTMLDivElement>(null);
  const full = useMemo(() => fullViewBounds(countries, countryCounts) ?? EUROPE, [countries, countryCounts]);
  const style = useMemo(
    () =>
      mapStyle(
        countryShapes(
          world,
          countries.map((c) => c.code),
          countryCounts,
        ),
      ),
    [world, countries, countryCounts],
  );
  const state = useMapLibre(container, { style, bounds: full, interactive: true });
  const map = state === 'failed' ? null : state;
  const country = countries.find((c) => c.code === selection.country) ?? null;

  // Selecting a country resets the province; the same country again does nothing (part 3 §2).
  const chooseCountry = useEffectEvent((code: unknown) => {
    if (typeof code === 'string' && countryCounts.has(code) && code !== selection.country)
      onChange({ country: code, province: null });
  });
  useEffect(() => {
    if (!map) return;
    const handleClick = (event: { features?: { properties: Record<string, unknown> }[] }) =>
      chooseCountry(event.features?.[0]?.properties.code);
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', COUNTRY_FILL_LAYER, handleClick);
    map.on('mouseenter', COUNTRY_FILL_LAYER, pointer);
    map.on('mouseleave', COUNTRY_FILL_LAYER, plain);
    return () => {
      map.off('click', COUNTRY_FILL_LAYER, handleClick);
      map.off('mouseenter', COUNTRY_FILL_LAYER, pointer);
      map.off('mouseleave', COUNTRY_FILL_LAYER, plain);
    };
  }, [map]);

  // The view follows the selection, whether the map, the pickers or the back button made it.
  useEffect(() => {
    if (!map) return;
    map.setFilter('countries-selected', ['==', ['get', 'code'], country?.code ?? '']);
    map.fitBounds(country ? countryBounds(country) : full, { duration: ZOOM_MS });
  }, [map, country, full]);

  const markers = useMemo<MarkerSpec[]>(() => {
    if (!country)
      return countries
        .filter((c) => countryCounts.has(c.code))
        .map((c) => ({
          key: c.code,
          lat: c.lat,
          lon: c.lon,
          count: countryCounts.get(c.code)!,
          kind: 'country',
          title: countryName(c, lang),
          label: t('web.public.map.countryMarker', {
            country: countryName(c, lang),
            count: countryCounts.get(c.code),
          }),
          onSelect: () => onChange({ country: c.code, province: null }),
        }));
    return mainlandProvinces(country)
      .filter((p) => provinceCounts.has(p.code))
      .map((p) => provinceMarker(p, provinceCounts.get(p.code)!));
    function provinceMarker(p: Country['provinces'][number], count: number): MarkerSpec {
      return {
        key: `${country!.code}-${p.code}`,
        lat: p.lat,
        lon: p.lon,
        count,
        kind: 'province',
        title: p.name,
        label: t('web.public.map.provinceMarker', { province: p.name, count }),
        pressed: selection.province === p.code,
        onSelect: () =>
          onChange({ country: country!.code, province: selection.province === p.code ? null : p.code }),
      };
    }
  }, [countries, country, countryCounts, provinceCounts, selection.province, lang, t, onChange]);
  useMarkers(map, markers);

  const canaries =
    country?.code === 'ES'
      ? country.provinces.filter((p) => isCanary('ES', p) && provinceCounts.has(p.code))
      : [];
  const province = country?.provinces.find((p) => p.code === selection.province);
  const status = province
    ? t('web.public.map.selectedProvince', { province: province.name })
    : country
      ? t('web.public.map.selectedCountry', { country: countryName(country, lang) })
      : t('web.public.map.fullView');

  return (
    <div
      className="dojo-map"
      role="group"
      aria-label={t('web.public.map.label')}
      data-country={country?.code ?? ''}
    >
      {state === 'failed' && <p className="dojo-map-wait">{t('web.public.map.unavailable')}</p>}
      <div ref={container} className="dojo-map-canvas" />
      {country && canaries.length > 0 && (
        <CanaryInset
          style={style}
          provinces={canaries}
          provinceCounts={provinceCounts}
          selectedProvince={selection.province}
          onToggle={(code) =>
            onChange({ country: 'ES', province: selection.province === code ? null : code })
          }
        />
      )}
      {country && (
        <button type="button" className="button map-back" onClick={() => onChange(NO_SELECTION)}>
          {t('web.public.map.back')}
        </button>
      )}
      <p className="visually-hidden" aria-live="polite">
        {map ? status : ''}
      </p>
    </div>
  );
}
