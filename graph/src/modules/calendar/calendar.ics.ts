// iCalendar (RFC 5545) as the feeds write it: CRLF line ends, lines folded at 75 octets, TEXT
// values escaped, times in UTC (the `Z` form), so that no VTIMEZONE is needed and every client
// shows a session at its venue's hour in its own zone.

/** One VEVENT: a session or an event of a course. Times are `YYYYMMDDTHHMMSSZ`. */
export type IcsEvent = {
  uid: string;
  start: string;
  /** None when the event lasts no time. */
  end?: string;
  summary: string;
  location?: string;
  description?: string;
};

export type IcsCalendar = {
  /** The calendar's name as clients show it (X-WR-CALNAME). */
  name: string;
  /** When the feed was made, `YYYYMMDDTHHMMSSZ` (every DTSTAMP). */
  stamp: string;
  events: readonly IcsEvent[];
};

const CRLF = '\r\n';

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, every kind of line end as `\n`,
 * other control characters dropped (the grammar allows none but tab).
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))
  );
}

/**
 * A content line folded (§3.1): no line longer than 75 octets of UTF-8, each continuation starting
 * with one space; a character is never split across lines. Cut on the encoded bytes, backing off
 * a UTF-8 continuation byte (10xxxxxx): a character at a time measured each one apart, seconds
 * for the megabytes of a large feed.
 */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line);
  const parts: string[] = [];
  let start = 0;
  // The first line holds 75 octets; a continuation's leading space takes one of its 75.
  let limit = 75;
  while (bytes.length - start > limit) {
    let end = start + limit;
    while ((bytes[end] & 0xc0) === 0x80) end--;
    parts.push(bytes.toString('utf8', start, end));
    start = end;
    limit = 74;
  }
  parts.push(bytes.toString('utf8', start));
  return parts.join(`${CRLF} `);
}

const property = (name: string, value: string) => foldLine(`${name}:${value}`);

/** The whole feed, CRLF after every line (the last included). */
export function writeCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Federa//Cursos//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('X-WR-CALNAME', escapeText(calendar.name)),
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      property('UID', escapeText(event.uid)),
      `DTSTAMP:${calendar.stamp}`,
      `DTSTART:${event.start}`,
    );
    if (event.end) lines.push(`DTEND:${event.end}`);
    lines.push(property('SUMMARY', escapeText(event.summary)));
    if (event.location) lines.push(property('LOCATION', escapeText(event.location)));
    if (event.description) lines.push(property('DESCRIPTION', escapeText(event.description)));
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
}

/** A moment as iCalendar's UTC form. */
export function icsStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
