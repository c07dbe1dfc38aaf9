// The time line's spoken value in the page's language. Vidstack writes the seek slider's
// aria-valuetext itself, in English only ("12 sec out of 1 min 30 sec", "live"), with no
// translation hook (its layout `translations` cover the labels, not this value), so the player
// rewrites the attribute each time Vidstack sets it.
import { useEffect, type RefObject } from 'react';
import { numberFormat } from '@portal/shared';

const SPOKEN = /^(?:(\d+) hour)? ?(?:(\d+) min)? ?(?:(\d+) sec)?$/;

/** Seconds of one of Vidstack's spoken times ("1 hour 2 min 3 sec"), or null for anything else. */
export function parseSpokenTime(text: string): number | null {
  const m = SPOKEN.exec(text.trim());
  if (!m || (!m[1] && !m[2] && !m[3])) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

interface DurationFormatLike {
  format(duration: { hours?: number; minutes?: number; seconds?: number }): string;
}
type DurationFormatCtor = new (locale: string, options: Record<string, string>) => DurationFormatLike;

/** "1 hour, 2 minutes, 3 seconds" in the locale: Intl.DurationFormat, or unit formats joined where it is missing. */
export function spokenDuration(total: number, locale: string): string {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = Math.floor(total % 60);
  const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatCtor }).DurationFormat;
  if (DurationFormat) {
    const text = new DurationFormat(locale, { style: 'long' }).format({ hours, minutes, seconds });
    if (text) return text;
  }
  const parts: string[] = [];
  if (hours) parts.push(numberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours));
  if (minutes) parts.push(numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes));
  if (seconds || parts.length === 0) parts.push(numberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(seconds));
  return parts.join(' ');
}

export interface SeekTexts {
  /** "{{time}} of {{duration}}" with both filled in. */
  of: (time: string, duration: string) => string;
  live: string;
}

/** The translated value of one of Vidstack's English ones, or null when it is not one (already ours). */
export function translateSeekText(english: string, locale: string, texts: SeekTexts): string | null {
  if (english === 'live') return texts.live;
  const [time, duration, ...rest] = english.split(' out of ');
  if (time === undefined || duration === undefined || rest.length) return null;
  const at = parseSpokenTime(time);
  const of = parseSpokenTime(duration);
  if (at === null || of === null) return null;
  return texts.of(spokenDuration(at, locale), spokenDuration(of, locale));
}

/** Keeps every aria-valuetext Vidstack writes inside `root` in the page's language. */
export function useTranslatedSeekText(root: RefObject<HTMLElement | null>, locale: string, texts: SeekTexts): void {
  const { of, live } = texts;
  useEffect(() => {
    const el = root.current;
    if (!el || typeof MutationObserver === 'undefined') return;
    const rewrite = (target: Element) => {
      const value = target.getAttribute('aria-valuetext');
      const translated = value ? translateSeekText(value, locale, { of, live }) : null;
      // our own text does not parse as Vidstack's, so this does not feed itself
      if (translated) target.setAttribute('aria-valuetext', translated);
    };
    el.querySelectorAll('[aria-valuetext]').forEach(rewrite);
    const observer = new MutationObserver((records) => records.forEach((r) => rewrite(r.target as Element)));
    observer.observe(el, { subtree: true, attributes: true, attributeFilter: ['aria-valuetext'] });
    return () => observer.disconnect();
  }, [root, locale, of, live]);
}
