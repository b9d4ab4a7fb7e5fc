import { translate } from '@federa/schema/i18n';
import type { Lang } from '@federa/schema/i18n/languages';
import { COUNTRIES } from '../geo/reference-data';
import type { PublicClub, PublicEvent } from './structured-data';

// The landing page's two lists as HTML, written into the prerendered page on each request (issue
// 27.2): a reader without scripts, a search engine or a link preview reads the events and the
// dojos, not 'Cargando…'. The page's scripts replace them with the slider and the map once their
// own request answers (web/src/modules/public/components/ServerList.tsx keeps them until then).
// Every value is a user's text: escaped, and never a replacement string.

/** The slots the page's React components render, and the server fills (same ids on both sides). */
export const EVENTS_SLOT = 'eventos-servidor';
export const DOJOS_SLOT = 'dojos-servidor';
/** The dojo cards shown first, as the page's own list does (DOJO_CARDS_STEP in web/). */
export const DOJOS_SHOWN = 15;

export type LandingDojo = PublicClub & {
  schedule?: string | null;
  contactPerson?: string | null;
  maps?: string | null;
};

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const t = (lang: Lang, key: string, params?: Record<string, string | number>) =>
  escapeHtml(translate(lang, `web.public.${key}`, params));

/** A counted text in the language's plural form (fr counts 0 as singular), as i18next picks it. */
const counted = (lang: Lang, key: string, count: number): string =>
  escapeHtml(translate(lang, `web.public.${key}`, { count }));

const dayMonth = new Map<Lang, Intl.DateTimeFormat>();
/** 'YYYY-MM-DD' as the slider writes it ('07 NOV'): web/src/modules/public/slider.ts dayAndMonth. */
function dayAndMonth(date: string, lang: Lang): string {
  const [year, month, day] = date.split('-').map(Number);
  let format = dayMonth.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { day: '2-digit', month: 'short', timeZone: 'UTC' });
    dayMonth.set(lang, format);
  }
  return format
    .format(new Date(Date.UTC(year!, month! - 1, day!)))
    .replace(/\./g, '')
    .toLocaleUpperCase(lang);
}

function dates(event: PublicEvent, lang: Lang): string {
  if (!event.startDate) return '';
  if (!event.endDate || event.endDate === event.startDate) return dayAndMonth(event.startDate, lang);
  return `${dayAndMonth(event.startDate, lang)} – ${dayAndMonth(event.endDate, lang)}`;
}

/** The upcoming events as a row of cards (a reader without scripts scrolls it sideways). */
export function eventsHtml(lang: Lang, events: readonly PublicEvent[]): string {
  const body = events.length
    ? `<ul class="server-events" aria-label="${t(lang, 'events.list')}">${events
        .map(
          (event) =>
            `<li class="server-event"><span class="event-card-date">${escapeHtml(dates(event, lang))}</span>` +
            `<h3 class="server-event-title">${escapeHtml(event.title)}</h3>` +
            `<span class="event-card-city">${escapeHtml(event.city)}</span>` +
            (event.details ? `<p class="server-event-details">${escapeHtml(event.details)}</p>` : '') +
            '</li>',
        )
        .join('')}</ul>`
    : `<p>${t(lang, 'events.none')}</p>`;
  return `<div id="${EVENTS_SLOT}" class="server-list">${body}</div>`;
}

// Only http(s) addresses become links, as on the page's own cards.
const webLink = (lang: Lang, href: string | null | undefined, label: string) =>
  href && /^https?:\/\//i.test(href)
    ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${label}` +
      `<span class="visually-hidden"> ${t(lang, 'dojos.newTab')}</span></a>`
    : '';

function countryName(code: string, lang: Lang): string {
  const stored = COUNTRIES.find((c) => c.code === code)?.name ?? code;
  try {
    return (
      new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }).of(code === 'UK' ? 'GB' : code) ??
      stored
    );
  } catch {
    return stored;
  }
}

function dojoCard(lang: Lang, dojo: LandingDojo): string {
  const logo = dojo.logo ? `/dojo/${encodeURIComponent(dojo.logo)}` : '/dojo-default.svg';
  const detail = (key: string, value: string) => `<dt>${t(lang, `dojos.${key}`)}</dt><dd>${value}</dd>`;
  const phone = dojo.phone
    ? `<a href="tel:${escapeHtml(dojo.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(dojo.phone)}</a>` +
      (dojo.contactPerson ? ` (${escapeHtml(dojo.contactPerson)})` : '')
    : '';
  return (
    `<li class="server-dojo"><img src="${escapeHtml(logo)}" alt="${t(lang, 'dojos.logoOf', { name: dojo.name })}" ` +
    'width="64" height="64" loading="lazy" />' +
    `<div class="dojo-card-body"><h3>${escapeHtml(dojo.name)}</h3>` +
    `<p class="dojo-card-place">${escapeHtml(dojo.city)}, ${escapeHtml(countryName(dojo.country, lang))}</p><dl>` +
    (dojo.schedule ? detail('schedule', escapeHtml(dojo.schedule)) : '') +
    (dojo.address ? detail('address', escapeHtml(dojo.address)) : '') +
    (phone ? detail('phone', phone) : '') +
    `</dl><p class="dojo-card-links">${webLink(lang, dojo.web, t(lang, 'dojos.web'))}${webLink(lang, dojo.maps, t(lang, 'dojos.maps'))}</p>` +
    '</div></li>'
  );
}

/**
 * How many visible dojos there are, the first of them as cards (all of them when `all`), and a
 * link to the page that lists them all when some are left out.
 */
export function dojosHtml(lang: Lang, dojos: readonly LandingDojo[], total: number, all: boolean): string {
  const shown = all ? dojos : dojos.slice(0, DOJOS_SHOWN);
  const more =
    shown.length < total && !all
      ? `<p><a class="button" href="/${lang}?dojos=todos#dojos">${counted(lang, 'dojos.all', total)}</a></p>`
      : '';
  return (
    `<div id="${DOJOS_SLOT}" class="server-list"><p class="server-dojo-count">${counted(lang, 'dojos.count', total)}</p>` +
    (shown.length
      ? `<ul class="server-dojos">${shown.map((dojo) => dojoCard(lang, dojo)).join('')}</ul>`
      : '') +
    `${more}</div>`
  );
}
