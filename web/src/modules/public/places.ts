/** Where the public dojos are: the places of the map and the country / province pickers. */
export type Province = { code: string; name: string; lat: number; lon: number };
export type Country = { code: string; name: string; lat: number; lon: number; provinces: Province[] };
export type PlaceSelection = { country: string | null; province: string | null };

export const NO_SELECTION: PlaceSelection = { country: null, province: null };

/** Part 3 §2 / §9: the Canary Islands are Spain's provinces south of latitude 29. */
export const CANARIES_LATITUDE = 29;

export const isCanary = (country: string, province: Province) =>
  country === 'ES' && province.lat < CANARIES_LATITUDE;

// The federation's 'UK' is ISO's 'GB'; the rest are ISO 3166 codes already.
const ISO_REGION: Record<string, string> = { UK: 'GB' };

// One formatter per language: building one costs far more than using it.
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesIn(lang: string): Intl.DisplayNames | null {
  if (!regionNames.has(lang)) {
    try {
      regionNames.set(lang, new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }));
    } catch {
      regionNames.set(lang, null);
    }
  }
  return regionNames.get(lang)!;
}

/** A country's name in the page's language, or the stored (Spanish) one when the browser has none. */
export function countryName(country: Pick<Country, 'code' | 'name'>, lang: string): string {
  try {
    return regionNamesIn(lang)?.of(ISO_REGION[country.code] ?? country.code) ?? country.name;
  } catch {
    return country.name;
  }
}

/** The place of 'Dojos en …': province and country, the country, or null for Europe. */
export function placeName(
  selection: PlaceSelection,
  countries: readonly Country[],
  lang: string,
): string | null {
  const country = countries.find((c) => c.code === selection.country);
  if (!country) return null;
  const province = country.provinces.find((p) => p.code === selection.province);
  const name = countryName(country, lang);
  return province ? `${province.name}, ${name}` : name;
}
