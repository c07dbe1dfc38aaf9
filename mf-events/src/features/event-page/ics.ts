// 'Add to calendar' (issue 15 item 3): one event as an iCalendar file (RFC 5545), built in the
// browser. Times are UTC with the Z suffix (RFC 5545 3.3.5 form #2), which every calendar shows
// in the viewer's own zone; a TZID would need a VTIMEZONE block with the zone's rules.
// The end is the start plus a typical length for the sport (the catalogue's end times are
// broadcast slots, not match lengths).

/** Typical minutes from kick-off to the end, per sport (ADR 0033). */
export const SPORT_MINUTES: Record<string, number> = {
  football: 120,
  basketball: 150,
  handball: 90,
  volleyball: 120,
  ice_hockey: 150,
  tennis: 180,
  baseball: 180,
};
export const DEFAULT_MINUTES = 120;

export interface CalendarEvent {
  id: string;
  title: string;
  /** ISO 8601 start. */
  start: string;
  sportType: string | null;
  /** Absolute URL of the event page. */
  url: string;
  description?: string;
  /** Host of the portal, for a globally unique UID. */
  host: string;
  /** The product identifier's name (the tenant). */
  producer: string;
}

/** 20261124T180000Z */
export const icsDate = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma, newlines. */
export const icsText = (v: string) => v.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines longer than 75 octets are folded (3.1): CRLF and one space, never inside a UTF-8 sequence. */
export function fold(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = bytes.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with the space
    if (size + n > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function buildIcs(e: CalendarEvent, now = Date.now()): string {
  const start = Date.parse(e.start);
  if (!Number.isFinite(start)) throw new Error(`No start time for event ${e.id}`);
  const minutes = (e.sportType && SPORT_MINUTES[e.sportType]) || DEFAULT_MINUTES;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(e.producer)}//Portal//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${e.id}@${e.host}`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(start)}`,
    `DTEND:${icsDate(start + minutes * 60_000)}`,
    `SUMMARY:${icsText(e.title)}`,
    ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
    `URL:${e.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A file name from the title: letters and digits of any script, dashes between. */
export const icsFileName = (title: string) =>
  `${
    title
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;
