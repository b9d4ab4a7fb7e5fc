import { isCanary, type Country, type Province } from '../places';

/** [west, south, east, north] in degrees. */
export type Bounds = [number, number, number, number];

/** Part 3 §9: the first view's margin around the countries with dojos, in degrees. */
export const VIEW_MARGIN = 5;
/** Part 3 §9: a click on a country zooms in over 450 ms. */
export const ZOOM_MS = 450;
/** Around a country's provinces when zoomed in, in degrees. */
const COUNTRY_MARGIN = 1.5;
/** The Canary inset's own view. */
export const CANARIES_BOUNDS: Bounds = [-18.4, 27.5, -13.3, 29.5];

// The federation's country codes as Natural Earth's (world-atlas) ISO 3166 numeric ids.
const NUMERIC_ID: Record<string, string> = {
  ES: '724',
  EE: '233',
  FR: '250',
  UK: '826',
  GB: '826',
  LV: '428',
  NL: '528',
  UA: '804',
  PT: '620',
  IT: '380',
  DE: '276',
  BE: '056',
  CH: '756',
  AT: '040',
  IE: '372',
  PL: '616',
  LT: '440',
};

export const shapeIdOf = (countryCode: string): string | undefined => NUMERIC_ID[countryCode];

export function boundsAround(points: readonly { lat: number; lon: number }[], margin: number): Bounds | null {
  if (points.length === 0) return null;
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  return [
    Math.max(-180, Math.min(...lons) - margin),
    Math.max(-85, Math.min(...lats) - margin),
    Math.min(180, Math.max(...lons) + margin),
    Math.min(85, Math.max(...lats) + margin),
  ];
}

/** The first view: the centres of the countries with visible dojos, 5 degrees around. */
export function fullViewBounds(countries: readonly Country[], counts: Map<string, number>): Bounds | null {
  return boundsAround(
    countries.filter((country) => counts.has(country.code)),
    VIEW_MARGIN,
  );
}

/** The provinces shown on the main map: Spain's Canary Islands go to their inset. */
export const mainlandProvinces = (country: Country): Province[] =>
  country.provinces.filter((province) => !isCanary(country.code, province));

/**
 * A country's zoomed view: around its provinces (its overseas lands in the shapes, such as French
 * Guiana, are no reason to zoom out), or around its centre when it has none.
 */
export function countryBounds(country: Country): Bounds {
  const provinces = mainlandProvinces(country);
  return (
    boundsAround(provinces, COUNTRY_MARGIN) ?? boundsAround([{ lat: country.lat, lon: country.lon }], 3)!
  );
}
