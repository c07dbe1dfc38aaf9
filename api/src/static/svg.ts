// Generated SVG artwork for demo content: team crests, league badges, event posters, tenant logos.
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function initials(name: string): string {
  const words = name
    .replace(/["'״׳.]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  const main = words.filter((w) => !/^(FC|SC|BC|HC|VC|Club|Athletic|United|City|הפועל|מכבי|בית"ר|עירוני|הכח|בני|מ\.ס\.)$/i.test(w));
  const pick = (main.length ? main : words).slice(0, 2);
  return pick
    .map((w) => Array.from(w)[0])
    .join('')
    .toUpperCase();
}

export function teamCrest(name: string, color: string, color2: string, shortName?: string): string {
  const label = esc((shortName && shortName.length <= 3 ? shortName : initials(name)).slice(0, 3));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${esc(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity=".82"/></linearGradient></defs>
<path d="M60 6 L108 22 V58 C108 86 88 104 60 114 C32 104 12 86 12 58 V22 Z" fill="url(#g)" stroke="${color2}" stroke-width="6"/>
<path d="M60 18 L96 30 V44 H24 V30 Z" fill="${color2}" opacity=".9"/>
<text x="60" y="84" font-family="Arial, Helvetica, sans-serif" font-size="${label.length > 2 ? 28 : 34}" font-weight="700" fill="${color2}" text-anchor="middle">${label}</text>
</svg>`;
}

/** A ball per sport, drawn around (60, 52) in a 120 box (league badges, the channels' studio wall). */
const BALLS: Record<string, string> = {
  football: '<circle cx="60" cy="52" r="22" fill="#fff"/><path d="M60 38 l10 7 -4 12 h-12 l-4 -12z" fill="#111"/>',
  basketball:
    '<circle cx="60" cy="52" r="22" fill="#f28c28"/><path d="M38 52 h44 M60 30 v44 M44 36 q16 16 0 32 M76 36 q-16 16 0 32" stroke="#111" stroke-width="2.5" fill="none"/>',
  handball: '<circle cx="60" cy="52" r="22" fill="#fff"/><path d="M42 44 q18 -10 36 0 M42 60 q18 10 36 0" stroke="#111" stroke-width="3" fill="none"/>',
  volleyball:
    '<circle cx="60" cy="52" r="22" fill="#ffe066"/><path d="M60 30 q-8 22 10 40 M38 52 q22 -6 40 10 M60 52 q14 -12 8 -20" stroke="#1c5fb8" stroke-width="3" fill="none"/>',
  ice_hockey: '<path d="M38 46v12a22 9 0 0 0 44 0v-12z" fill="#111"/><ellipse cx="60" cy="46" rx="22" ry="9" fill="#3a3f47"/>',
};

export function leagueBadge(title: string, color: string, sport: string): string {
  const icon = BALLS;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${esc(title)}">
<rect x="4" y="4" width="112" height="112" rx="24" fill="${color}"/>
${icon[sport] ?? icon.football}
<text x="60" y="100" font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials(title))}</text>
</svg>`;
}

export type PosterKind = 'event' | 'highlight' | 'clip' | 'channel';
export type PosterLayout = 'card' | 'wide';
export interface PosterTeam {
  name: string;
  color: string;
  color2: string;
  shortName: string;
}
export interface PosterOptions {
  /** The accessible name only: no text is drawn (cards and the hero render it, translatable). */
  title: string;
  sport: string;
  kind: PosterKind;
  team1?: PosterTeam;
  team2?: PosterTeam;
  accent: string;
  /**
   * Which side team 1 is drawn on: the start side of the reading direction, like the scoreboards
   * under the artwork (team 1 on the right in Hebrew). The client asks for the variant of its page
   * direction (`?dir=rtl`) rather than drawing crests in the DOM: the artwork is also the player's
   * <video poster> and a CSS background, where no DOM can go, and each variant is one cacheable file.
   */
  dir?: 'ltr' | 'rtl';
  /** `card`: 16:9, crests centred low (clear of the corner badges); `wide`: the hero's 7:3, crests on the end side (the text covers the start side). */
  layout?: PosterLayout;
}

const H = 360;
const num = (n: number) => String(Math.round(n * 10) / 10);
const LINE = 'fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="3"';

/** The playing surface, top-down, filling a W x H canvas: lines are drawn around a court box of the sport's proportions. */
function surface(sport: string, W: number): string {
  const cx = W / 2;
  const cy = H / 2;
  const rect = (x: number, y: number, w: number, h: number, extra = LINE) =>
    `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" ${extra}/>`;
  // the court: as wide as the canvas allows, 300 units tall, centred
  const ch = 300;
  const top = cy - ch / 2;
  const court = (ratio: number) => {
    const cw = Math.min(W - 40, ch * ratio);
    return { x: cx - cw / 2, w: cw };
  };
  switch (sport) {
    case 'football': {
      const { x, w } = court(1.55);
      const stripes = `<pattern id="st" width="80" height="${H}" patternUnits="userSpaceOnUse"><rect width="40" height="${H}" fill="#fff" opacity=".05"/></pattern>`;
      const box = (side: 1 | -1) => {
        const gx = side === 1 ? x : x + w;
        return `<path d="M${num(gx)} ${cy - 88}h${side * 70}v176h${-side * 70}M${num(gx)} ${cy - 40}h${side * 26}v80h${-side * 26}" ${LINE}/><path d="M${num(gx + side * 70)} ${cy - 38}a48 48 0 0 ${side === 1 ? 1 : 0} 0 76" ${LINE}/>`;
      };
      return `<defs>${stripes}</defs><rect width="${W}" height="${H}" fill="#1d6f35"/><rect width="${W}" height="${H}" fill="url(#st)"/>${rect(x, top, w, ch)}<path d="M${cx} ${top}V${top + ch}" ${LINE}/><circle cx="${cx}" cy="${cy}" r="46" ${LINE}/>${box(1)}${box(-1)}`;
    }
    case 'basketball': {
      const { x, w } = court(1.87);
      const key = (side: 1 | -1) => {
        const gx = side === 1 ? x : x + w;
        return `<path d="M${num(gx)} ${cy - 30}h${side * 92}v60h${-side * 92}" ${LINE} fill-opacity=".9"/><rect x="${num(side === 1 ? gx : gx - 92)}" y="${cy - 30}" width="92" height="60" fill="#8c3b1c" opacity=".55"/><path d="M${num(gx)} ${top + 14}h${side * 40}a126 126 0 0 ${side === 1 ? 1 : 0} 0 ${ch - 28}h${-side * 40}" ${LINE}/>`;
      };
      const planks = `<pattern id="pl" width="${W}" height="24" patternUnits="userSpaceOnUse"><rect width="${W}" height="12" fill="#000" opacity=".06"/></pattern>`;
      return `<defs>${planks}</defs><rect width="${W}" height="${H}" fill="#b8783f"/><rect width="${W}" height="${H}" fill="url(#pl)"/>${key(1)}${key(-1)}${rect(x, top, w, ch)}<path d="M${cx} ${top}V${top + ch}" ${LINE}/><circle cx="${cx}" cy="${cy}" r="36" ${LINE}/>`;
    }
    case 'handball': {
      const { x, w } = court(2);
      const area = (side: 1 | -1, r: number, extra: string) => {
        const gx = side === 1 ? x : x + w;
        return `<path d="M${num(gx)} ${cy - r - 15}a${r} ${r} 0 0 ${side === 1 ? 1 : 0} 0 ${2 * r + 30}" ${extra}/>`;
      };
      const zone = (side: 1 | -1) =>
        area(side, 90, `fill="#e0793a" stroke="#fff" stroke-opacity=".75" stroke-width="3"`) + area(side, 135, `${LINE} stroke-dasharray="12 10"`);
      return `<rect width="${W}" height="${H}" fill="#1f5c9e"/>${rect(x, top, w, ch, 'fill="#2a72bd" stroke="#fff" stroke-opacity=".75" stroke-width="3"')}${zone(1)}${zone(-1)}<path d="M${cx} ${top}V${top + ch}" ${LINE}/>`;
    }
    case 'volleyball': {
      const { x, w } = court(2);
      return `<rect width="${W}" height="${H}" fill="#1f5c9e"/>${rect(x, top, w, ch, 'fill="#e48a3b" stroke="#fff" stroke-opacity=".85" stroke-width="4"')}<path d="M${num(cx - w / 6)} ${top}V${top + ch}M${num(cx + w / 6)} ${top}V${top + ch}" ${LINE}/><path d="M${cx} ${top - 14}V${top + ch + 14}" stroke="#f4f4f4" stroke-width="8"/><circle cx="${cx}" cy="${top - 14}" r="6" fill="#222"/><circle cx="${cx}" cy="${top + ch + 14}" r="6" fill="#222"/>`;
    }
    case 'ice_hockey':
    case 'hockey': {
      const { x, w } = court(2.35);
      const red = 'fill="none" stroke="#d23b3b" stroke-width="3" stroke-opacity=".8"';
      const circles = [-1, 1].flatMap((s) => [-1, 1].map((v) => `<circle cx="${num(cx + s * w * 0.36)}" cy="${cy + v * 75}" r="36" ${red}/>`)).join('');
      return `<rect width="${W}" height="${H}" fill="#9fb6c8"/>${rect(x, top, w, ch, 'rx="80" fill="#e6eff5" stroke="#30475e" stroke-width="6"')}<path d="M${cx} ${top}V${top + ch}" stroke="#d23b3b" stroke-width="8" stroke-opacity=".8"/><path d="M${num(cx - w * 0.16)} ${top}V${top + ch}M${num(cx + w * 0.16)} ${top}V${top + ch}" stroke="#2a5db0" stroke-width="8" stroke-opacity=".8"/><circle cx="${cx}" cy="${cy}" r="36" stroke="#2a5db0" stroke-width="3" fill="none"/>${circles}`;
    }
    default:
      return `<rect width="${W}" height="${H}" fill="#1b2334"/><ellipse cx="${cx}" cy="${cy}" rx="${num(W * 0.42)}" ry="130" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>`;
  }
}

/** A studio set for 24/7 channels: an LED wall, spotlights, the presenters' desk, an on-air lamp. */
function studio(W: number, accent: string, sport: string): string {
  const cx = W / 2;
  const ball = BALLS[sport] ?? BALLS.football!;
  const beams = [0.18, 0.5, 0.82]
    .map((f) => `<path d="M${num(W * f - 10)} 0h20l${num(70 * (f - 0.5) + 60)} 300h${num(-140 - 140 * Math.abs(f - 0.5))}z" fill="url(#bm)"/>`)
    .join('');
  return `<defs><linearGradient id="bm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient><pattern id="led" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="13" height="13" fill="${accent}" opacity=".35"/></pattern></defs>
<rect width="${W}" height="${H}" fill="#0b1220"/><rect x="${num(cx - W * 0.36)}" y="40" width="${num(W * 0.72)}" height="170" rx="6" fill="url(#led)"/><rect x="${num(cx - W * 0.36)}" y="40" width="${num(W * 0.72)}" height="170" rx="6" fill="none" stroke="${accent}" stroke-width="2"/>${beams}
<g transform="translate(${num(cx - 120)} 21) scale(2)" opacity=".9">${ball}</g>
<path d="M${num(cx - 190)} 270h380l30 90h-440z" fill="#121c2f"/><path d="M${num(cx - 190)} 270h380v12h-380z" fill="${accent}"/><circle cx="${num(W - 40)}" cy="34" r="9" fill="#e5383b"/>`;
}

/** Generated artwork by sport and kind (pitch, court, rink; studio for channels; film strip for clips; streaks for highlights). Under 6 KB. */
export function poster(opts: PosterOptions): string {
  const { team1, team2, kind, accent } = opts;
  const wide = opts.layout === 'wide';
  const rtl = opts.dir === 'rtl';
  const W = wide ? 840 : 640;
  const mirror = (x: number) => (rtl ? W - x : x);
  // team 1 on the start side: crests centred low on cards (clear of the badges in the top and
  // bottom corners), on the end side of the hero (its headline covers the start side)
  const [x1, x2, y, scale] = wide ? [mirror(548), mirror(720), 180, 1.1] : [mirror(170), mirror(470), 198, 0.95];
  const crest = (t: PosterTeam, x: number, id: string) =>
    `<g transform="translate(${num(x - 60 * scale)} ${num(y - 60 * scale)}) scale(${scale})">${teamCrest(t.name, t.color, t.color2, t.shortName)
      .replace(/<svg[^>]*>|<\/svg>|\n/g, '')
      .replace(/id="g"/g, `id="${id}"`)
      .replace(/url\(#g\)/g, `url(#${id})`)}</g>`;
  const glow = (x: number, color: string, id: string) =>
    `<radialGradient id="${id}" cx="${num(x / W)}" cy=".55" r=".45"><stop offset="0" stop-color="${color}" stop-opacity=".55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
  const pair = team1 && team2 && kind !== 'channel';
  const body = kind === 'channel' ? studio(W, accent, opts.sport) : surface(opts.sport, W);
  const treatment =
    kind === 'highlight'
      ? // streaks across the surface, leaning toward the reading direction
        `<g fill="#ffd23f" opacity=".5" transform="${rtl ? `translate(${W} 0) scale(-1 1)` : ''}"><path d="M${num(W * 0.05)} 360l120-360h34l-120 360z"/><path d="M${num(W * 0.12)} 360l120-360h14l-120 360z"/><path d="M${num(W * 0.8)} 360l120-360h24l-120 360z"/></g>`
      : kind === 'clip'
        ? // a film strip: dark bands with sprocket holes top and bottom
          `<defs><pattern id="sp" width="28" height="40" patternUnits="userSpaceOnUse"><rect x="8" y="13" width="14" height="14" rx="3" fill="#fff" opacity=".7"/></pattern></defs><rect width="${W}" height="40" fill="#05070c"/><rect y="320" width="${W}" height="40" fill="#05070c"/><rect width="${W}" height="40" fill="url(#sp)"/><rect y="320" width="${W}" height="40" fill="url(#sp)"/>`
        : '';
  // between the crests: two slashes, a mark with no words to translate
  const mid = (x1 + x2) / 2;
  const centre = pair
    ? `<path d="M${num(mid - 14)} ${y + 30}l16-60M${num(mid - 2)} ${y + 30}l16-60" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`
    : kind === 'channel'
      ? ''
      : `<circle cx="${W / 2}" cy="${y}" r="46" fill="#000" opacity=".35"/><path d="M${W / 2 - 14} ${y - 22}v44l38-22z" fill="#fff"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(opts.title)}">
${body}
<defs><linearGradient id="sh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#060a12" stop-opacity=".55"/><stop offset=".45" stop-color="#060a12" stop-opacity=".1"/><stop offset="1" stop-color="#060a12" stop-opacity=".6"/></linearGradient>${pair ? glow(x1, team1.color, 'c1') + glow(x2, team2.color, 'c2') : ''}</defs>
<rect width="${W}" height="${H}" fill="url(#sh)"/>${pair ? `<rect width="${W}" height="${H}" fill="url(#c1)"/><rect width="${W}" height="${H}" fill="url(#c2)"/>` : ''}
${treatment}${centre}${pair ? crest(team1, x1, 'g1') + crest(team2, x2, 'g2') : ''}
</svg>`;
}
