import type { EntityManager } from '@mikro-orm/postgresql';
import { translate, type Lang } from '@federa/schema/i18n';
import { requireCaller, type RequestContext } from '../common/caller';
import { first, join, run, sql, type Sql } from '../common/sql';
import { icsStamp, writeCalendar, type IcsEvent } from './calendar.ics';
import { CalendarSecrets } from './calendar.secret';

/** How far back a member's feed reaches: their last year of courses, and all those to come. */
const MEMBER_FEED_DAYS_BACK = 365;
/** The most sessions one member's feed lists, newest first kept. */
const MEMBER_FEED_MAX = 1000;
/** The most courses the public feed lists, soonest first. */
const PUBLIC_FEED_MAX_COURSES = 500;
/**
 * The most sessions and events the public feed lists, soonest first: anyone may ask for it, and
 * 500 courses of 60 sessions each carrying 5,000 characters of details made 150 MB and a minute.
 */
const PUBLIC_FEED_MAX_EVENTS = 1000;
/** A course's details as each of its events carries them: longer ones are cut, with an ellipsis. */
const FEED_DETAILS_MAX = 2000;
/**
 * How long the public feed is kept once written (its clients are told 15 minutes): anyone may ask
 * for it as often as they like, and writing the largest takes a core for half a second.
 */
const PUBLIC_FEED_KEPT_MS = 60_000;

/**
 * The zone of a course's venue, from its organising dojo's country (and, in Spain, the Canary
 * Islands' provinces): session times are written as the venue's clock shows them, and the feed
 * carries them in UTC. Countries not named here are taken as the federation's own, Spain's.
 */
const COUNTRY_ZONES: Record<string, string> = {
  EE: 'Europe/Tallinn',
  FR: 'Europe/Paris',
  UK: 'Europe/London',
  LV: 'Europe/Riga',
  NL: 'Europe/Amsterdam',
  UA: 'Europe/Kiev',
  PT: 'Europe/Lisbon',
};

function venueZone(): Sql {
  const cases = join(
    Object.entries(COUNTRY_ZONES).map(([code, zone]) => sql`when ${code} then ${zone}`),
    ' ',
  );
  return sql`(case when p.codigo = 'ES' and pr.codigo in ('35', '38') then 'Atlantic/Canary'
    else case p.codigo ${cases} else 'Europe/Madrid' end end)`;
}

/** A session's start or end as iCalendar's UTC form, read on the venue's clock. */
const utc = (time: Sql) =>
  sql`to_char(((s.fecha + ${time}) at time zone ${venueZone()}) at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"')`;

type SessionRow = {
  courseId: number;
  sessionId: number;
  title: string;
  city: string;
  details: string;
  description: string;
  kind: 'S' | 'E';
  start: string;
  end: string;
  attendees: number | null;
};

const SESSION_COLUMNS = sql`c.id_curso as "courseId", s.id_ses as "sessionId", c.titulo as title,
  c.ciudad as city, case when length(c.obs) > ${FEED_DETAILS_MAX}::int
    then left(c.obs, ${FEED_DETAILS_MAX - 1}::int) || '…' else c.obs end as details,
  s.descripcion as description, s.tipo as kind,
  ${utc(sql`s.hora_ini`)} as start, ${utc(sql`s.hora_fin`)} as "end"`;

const PLACE_JOINS = sql`join dojo d on d.id_dojo = c.cf_organiz left join pais p on p.id_pais = d.cf_pais
  left join provincia pr on pr.id_provincia = d.cf_provincia`;

/**
 * Calendars (beyond the spec, issue 12): each member's private iCalendar feed of the sessions and
 * events they signed up for, at a secret URL they can renew, and the public feed of upcoming
 * validated courses. One VEVENT per session or event, its UID the same in both feeds.
 */
export class CalendarService {
  private readonly secrets: CalendarSecrets;
  /** The public feed per language, and until when it is kept; requests meanwhile share it. */
  private readonly publicFeeds = new Map<Lang, { until: number; feed: Promise<string> }>();

  constructor(serverSecret: string) {
    this.secrets = new CalendarSecrets(serverSecret);
  }

  private async version(em: EntityManager, memberId: number): Promise<number | null> {
    const row = await first<{ active: boolean; version: number }>(
      em,
      sql`select a.activo as active, coalesce(v.version, 0) as version
        from asociado a left join calendario_asociado v on v.cf_asociado = a.id_aso where a.id_aso = ${memberId}`,
    );
    return row?.active ? row.version : null;
  }

  /** The path of the caller's private feed (`/calendario/{secret}.ics`). */
  async feedPath(ctx: RequestContext): Promise<string> {
    const caller = requireCaller(ctx);
    const version = (await this.version(ctx.em, caller.memberId)) ?? 0;
    return `/calendario/${this.secrets.make(caller.memberId, version)}.ics`;
  }

  /** A new secret for the caller's feed: the URL they had stops answering. */
  async renew(ctx: RequestContext): Promise<string> {
    const caller = requireCaller(ctx);
    const [row] = await run<{ version: number }>(
      ctx.em,
      sql`insert into calendario_asociado (cf_asociado, version, renovado) values (${caller.memberId}, 1, now())
        on conflict (cf_asociado) do update set version = calendario_asociado.version + 1, renovado = now()
        returning version`,
    );
    return `/calendario/${this.secrets.make(caller.memberId, row.version)}.ics`;
  }

  /**
   * The feed a secret opens, or null (unknown, renewed since, forged, or the account disabled):
   * the member's sessions and events in validated courses that ended less than a year ago or are
   * still to come.
   */
  async memberFeed(em: EntityManager, secret: string, lang: Lang): Promise<string | null> {
    const claim = CalendarSecrets.parse(secret);
    // The mac first: a forged secret costs one HMAC and never reaches the database, and how long
    // it takes says nothing of the member's current version.
    if (!claim || !this.secrets.verify(claim.memberId, claim.version, claim.mac)) return null;
    if ((await this.version(em, claim.memberId)) !== claim.version) return null;
    const rows = await run<SessionRow>(
      em,
      sql`select ${SESSION_COLUMNS}, e.nasisevento as attendees
        from inscripcion i join inscripcion_sesion e on e.cf_inscripcion = i.id_inscripcion
        join curso_sesion s on s.id_ses = e.cf_sesion join curso c on c.id_curso = i.cf_curso ${PLACE_JOINS}
        where i.cf_asociado = ${claim.memberId} and c.cf_val_admi is not null
          and c.fecha_fin >= current_date - ${MEMBER_FEED_DAYS_BACK}::int
        order by s.fecha desc, s.hora_ini desc, s.id_ses desc limit ${MEMBER_FEED_MAX}`,
    );
    return this.calendar(lang, 'courses.calendarMine', rows.reverse());
  }

  /**
   * Every session and event of the validated courses that have not ended (`/cursos/public`'s),
   * written at most once a minute per language: the requests that arrive meanwhile share it.
   */
  publicFeed(em: EntityManager, lang: Lang): Promise<string> {
    const kept = this.publicFeeds.get(lang);
    if (kept && kept.until > Date.now()) return kept.feed;
    const entry = { until: Date.now() + PUBLIC_FEED_KEPT_MS, feed: this.writePublicFeed(em, lang) };
    this.publicFeeds.set(lang, entry);
    // A failure is not kept: the next request tries again.
    entry.feed.catch(() => {
      if (this.publicFeeds.get(lang) === entry) this.publicFeeds.delete(lang);
    });
    return entry.feed;
  }

  private async writePublicFeed(em: EntityManager, lang: Lang): Promise<string> {
    const rows = await run<SessionRow>(
      em,
      sql`with shown as (select id_curso from curso where cf_val_admi is not null and fecha_fin >= current_date
                         order by fecha_ini, id_curso limit ${PUBLIC_FEED_MAX_COURSES})
        select ${SESSION_COLUMNS}, null as attendees
        from shown join curso c on c.id_curso = shown.id_curso join curso_sesion s on s.cf_curso = c.id_curso
          ${PLACE_JOINS}
        order by s.fecha, s.hora_ini, s.id_ses limit ${PUBLIC_FEED_MAX_EVENTS}`,
    );
    return this.calendar(lang, 'courses.calendarPublic', rows);
  }

  private calendar(lang: Lang, nameKey: string, rows: SessionRow[]): string {
    const events: IcsEvent[] = rows.map((r) => ({
      uid: `curso-${r.courseId}-sesion-${r.sessionId}@federa`,
      start: r.start,
      // A session that ends as it starts has no DTEND: it lasts no time (RFC 5545 §3.6.1).
      end: r.end > r.start ? r.end : undefined,
      summary: `${r.title}: ${r.description}`,
      location: r.city,
      description:
        r.kind === 'E' && r.attendees
          ? `${translate(lang, 'courses.calendarEventAttendees', { count: r.attendees })}\n\n${r.details}`
          : r.details,
    }));
    return writeCalendar({ name: translate(lang, nameKey), stamp: icsStamp(new Date()), events });
  }
}
