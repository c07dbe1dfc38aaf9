/** Sample content for the gallery: posters are inline SVG data URIs (allowed by the CSP's img-src data:). */

const palettes: Array<[string, string, string]> = [
  ['#0b3d91', '#1e6bff', '#ffd23f'],
  ['#0a5c36', '#13a45c', '#ffffff'],
  ['#6a0d2b', '#d7263d', '#f4f4f4'],
  ['#1b1f3b', '#5b2a86', '#f5b700'],
  ['#102a43', '#00a6a6', '#f0f4f8'],
  ['#3d1e00', '#e36414', '#fffbe6'],
];

export function poster(seed: number, home: string, away: string): string {
  const [bg, accent, ink] = palettes[seed % palettes.length] as [string, string, string];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${accent}"/></linearGradient>
<radialGradient id="l" cx="0.5" cy="0" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="640" height="360" fill="url(#g)"/><rect width="640" height="360" fill="url(#l)"/>
<g fill="none" stroke="${ink}" stroke-opacity="0.18" stroke-width="3"><rect x="40" y="40" width="560" height="280" rx="4"/><line x1="320" y1="40" x2="320" y2="320"/><circle cx="320" cy="180" r="56"/><rect x="40" y="120" width="70" height="120"/><rect x="530" y="120" width="70" height="120"/></g>
<g font-family="Inter, Arial, sans-serif" font-weight="800" text-anchor="middle" fill="${ink}">
<circle cx="200" cy="180" r="52" fill="${ink}" fill-opacity="0.14"/><text x="200" y="196" font-size="44">${home}</text>
<circle cx="440" cy="180" r="52" fill="${ink}" fill-opacity="0.14"/><text x="440" y="196" font-size="44">${away}</text>
<text x="320" y="192" font-size="26" fill-opacity="0.7">VS</text></g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface SampleEvent {
  id: string;
  title: string;
  meta: string;
  poster: string | null;
  status: 'LIVE' | 'UPCOMING' | 'ARCHIVED';
  corner?: string;
  progress?: number;
}

export const sampleEvents: SampleEvent[] = [
  { id: '1', title: 'Hapoel Haifa vs Maccabi Netanya', meta: 'Ligat HaAl · 2nd half 67′', poster: poster(0, 'HH', 'MN'), status: 'LIVE' },
  {
    id: '2',
    title: 'Riverside United vs Northgate City',
    meta: 'Premier Division · Today 20:45',
    poster: poster(1, 'RU', 'NC'),
    status: 'UPCOMING',
    corner: 'PPV',
  },
  {
    id: '3',
    title: 'Eastbay Sharks vs Harbor Kings — Conference Final Game 7',
    meta: 'Basketball · Yesterday',
    poster: poster(2, 'ES', 'HK'),
    status: 'ARCHIVED',
    corner: '2:14:08',
    progress: 0.42,
  },
  { id: '4', title: 'Alpine Open, Men’s Downhill', meta: 'Skiing · Sat 11:00', poster: poster(3, 'AO', 'MD'), status: 'UPCOMING' },
  { id: '5', title: 'Coastal Derby', meta: 'U19 League · 1st half 23′', poster: poster(4, 'CD', 'FC'), status: 'LIVE' },
  { id: '6', title: 'Valley Rovers vs Stonebridge', meta: 'Cup · 3 days ago', poster: null, status: 'ARCHIVED', corner: '1:48:30' },
  { id: '7', title: 'Metro Volleyball Finals', meta: 'Volleyball · Sun 18:30', poster: poster(5, 'MV', 'VF'), status: 'UPCOMING', corner: 'FREE' },
  { id: '8', title: 'Northern Lights Invitational', meta: 'Ice hockey · Last week', poster: poster(1, 'NL', 'IV'), status: 'ARCHIVED', corner: '2:31:55' },
];

export const ACCENTS = [
  { label: 'Arena blue', value: '#2f80ff' },
  { label: 'Kadur green', value: '#0a8f5a' },
  { label: 'Signal red', value: '#e10600' },
  { label: 'Royal purple', value: '#7b2cbf' },
  { label: 'Gold', value: '#ffc400' },
];
