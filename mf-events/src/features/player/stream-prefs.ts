// The viewer's caption and commentary choice, remembered on this device (issue 30 items 3 and 4).
// Kept per tenant: two portals can share an origin (`?tenant=`), and one portal's choice is no
// answer for the other's streams. Vidstack's own `storage` stays off (it would also keep volume
// and position, which the resume feature owns).

/** A commentary: its language, or the playlist's name for a track without one (stadium sound only). */
export interface AudioChoice {
  lang?: string;
  name?: string;
}

/** A caption language or 'off', and a commentary. */
export interface StreamPrefs {
  captions?: string;
  audio?: AudioChoice;
}

const isAudioChoice = (v: unknown): v is AudioChoice =>
  !!v && typeof v === 'object' && Object.entries(v).every(([k, x]) => (k === 'lang' || k === 'name') && typeof x === 'string');

const key = (tenant: string) => `portal-player-tracks:${tenant}`;

export function readStreamPrefs(tenant: string): StreamPrefs {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(tenant)) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    const { captions, audio } = value as Record<string, unknown>;
    return { ...(typeof captions === 'string' ? { captions } : {}), ...(isAudioChoice(audio) && (audio.lang || audio.name) ? { audio } : {}) };
  } catch {
    return {}; // blocked storage or a damaged entry: the stream's defaults
  }
}

export function saveStreamPref(tenant: string, pref: StreamPrefs): void {
  try {
    localStorage.setItem(key(tenant), JSON.stringify({ ...readStreamPrefs(tenant), ...pref }));
  } catch {
    // storage full or blocked: the choice lasts for this visit only
  }
}
