import { translate } from '@federa/schema/i18n';
import type { Lang } from '@federa/schema/i18n/languages';
import { COUNTRIES, PROVINCES } from '../geo/reference-data';

export type PublicEvent = {
  id: number;
  title: string;
  city: string;
  details: string;
  image: string | null;
  startDate: string | null;
  endDate: string | null;
};
export type PublicClub = {
  id: number;
  name: string;
  city: string;
  country: string;
  province: string;
  address?: string | null;
  phone?: string | null;
  web?: string | null;
  logo?: string | null;
};

// The federation's 'UK' is ISO's 'GB', which schema.org's addressCountry expects.
const isoCountry = (code: string) => (code === 'UK' ? 'GB' : code);
const provinceName = (country: string, code: string) =>
  PROVINCES.find((p) => p.country === country && p.code === code)?.name;
const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name;
const webAddress = (value: string | null | undefined) =>
  value && /^https?:\/\//i.test(value) ? value : undefined;

/**
 * The landing page's schema.org data (part 3 §2 made findable): the federation, its upcoming
 * seminars as Events and its visible dojos as SportsClubs, with only what the page shows anyway.
 */
export function structuredData(
  lang: Lang,
  origin: string,
  events: readonly PublicEvent[],
  clubs: readonly PublicClub[],
): object {
  const federation = {
    '@type': 'SportsOrganization',
    '@id': `${origin}/#federation`,
    name: translate(lang, 'web.public.footer.association'),
    url: `${origin}/${lang}`,
    sport: 'Aikido',
    email: translate(lang, 'web.public.footer.email'),
    telephone: translate(lang, 'web.public.footer.phone'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Calle de Alcalá 120',
      postalCode: '28009',
      addressLocality: 'Madrid',
      addressCountry: 'ES',
    },
  };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      federation,
      ...events
        .filter((event) => event.startDate)
        .map((event) => ({
          '@type': 'Event',
          name: event.title,
          startDate: event.startDate,
          endDate: event.endDate ?? event.startDate,
          description: event.details || undefined,
          image: `${origin}/curso/${encodeURIComponent(event.image ?? 'template-cursos.png')}`,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: {
            '@type': 'Place',
            name: event.city,
            address: { '@type': 'PostalAddress', addressLocality: event.city },
          },
          organizer: { '@id': `${origin}/#federation` },
          url: `${origin}/${lang}#eventos`,
        })),
      ...clubs.map((club) => ({
        '@type': 'SportsClub',
        name: club.name,
        sport: 'Aikido',
        telephone: club.phone ?? undefined,
        url: webAddress(club.web),
        logo: club.logo ? `${origin}/dojo/${encodeURIComponent(club.logo)}` : undefined,
        memberOf: { '@id': `${origin}/#federation` },
        address: {
          '@type': 'PostalAddress',
          streetAddress: club.address ?? undefined,
          addressLocality: club.city,
          addressRegion: provinceName(club.country, club.province),
          addressCountry: isoCountry(club.country),
        },
        areaServed: countryName(club.country),
      })),
    ],
  };
}

/**
 * The data as a script element's text: `<` and the line separators escaped, so that no title a
 * dojo administrator writes can close the script or break out of it.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
