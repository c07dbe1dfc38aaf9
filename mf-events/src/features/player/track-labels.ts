// Names of the stream's caption and commentary tracks in the viewer's language (issue 30 items 3
// and 4): the playlist names them in their own language ("עברית"), the menus speak the viewer's.

/** "Hebrew" for `he` in English, "ebraico" in Italian; the code itself if the browser cannot name it. */
export function languageName(language: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(language);
    // capitalised as a menu item: several locales write language names lower case
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : language;
  } catch {
    return language; // not a well-formed language tag
  }
}

// Scripts written right to left (ISO 639 codes of the languages that use them).
const RTL = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv', 'ckb']);

/** Whether text in `language` runs right to left (captions of such a track get dir="rtl"). */
export function isRtlLanguage(language: string | undefined | null): boolean {
  if (!language) return false;
  return RTL.has(language.toLowerCase().split(/[-_]/)[0]!);
}
