// Countries, one list for the sign-up and the profile: ISO 3166-1 alpha-2 codes named in the
// viewer's language through Intl.DisplayNames (no name table of our own). The API keeps
// `countryName` as free text (at most COUNTRY_MAX characters); the apps store the English name
// (what older clients stored), so it is translated back through the code.
const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'.split(
    ' ',
  );

const namers = new Map<string, Intl.DisplayNames | null>();
function namer(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    let n: Intl.DisplayNames | null;
    try {
      n = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    } catch {
      // An engine without region names: codes (or the stored text) are shown as they are.
      n = null;
    }
    namers.set(locale, n);
  }
  return namers.get(locale)!;
}

const nameIn = (code: string, locale: string) => namer(locale)?.of(code) ?? code;

let byEnglish: Map<string, string> | undefined;
/** The code of a stored country name (English, any case), or null for free text we do not know. */
export function countryCodeOf(name: string | null | undefined): string | null {
  if (!name) return null;
  byEnglish ??= new Map(CODES.map((c) => [nameIn(c, 'en').toLowerCase(), c]));
  const key = name.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(key) && CODES.includes(key.toUpperCase())) return key.toUpperCase();
  return byEnglish.get(key) ?? null;
}

/** The stored name shown in the viewer's language ("Israel" reads "ישראל" in Hebrew); unknown text as is. */
export function localCountryName(stored: string | null | undefined, locale: string): string | null {
  if (!stored) return null;
  const code = countryCodeOf(stored);
  return code ? nameIn(code, locale) : stored;
}

/** The value to store for a code: its English name. */
export const storedCountryName = (code: string): string => (code ? nameIn(code, 'en') : '');

/** Select options sorted by the viewer's language. */
export function countryOptions(locale: string): Array<{ value: string; label: string }> {
  const collator = new Intl.Collator(locale);
  return CODES.map((c) => ({ value: c, label: nameIn(c, locale) })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The select's value for what the API stored: its code, or the free text another client stored. */
export const countryFormValue = (stored: string | null | undefined): string => countryCodeOf(stored) ?? stored ?? '';

/** What to store for the select's value: a code's English name, other text as it is. */
export const countryToStore = (value: string): string => (countryCodeOf(value) === value ? storedCountryName(value) : value);
