// Generated SVG artwork for demo content: team crests, league badges, event posters, tenant logos.
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function initials(name: string): string {
  const words = name.replace(/["'״׳.]/g, '').split(/[\s-]+/).filter(Boolean);
  const main = words.filter((w) => !/^(FC|SC|BC|HC|VC|Club|Athletic|United|City|הפועל|מכבי|בית"ר|עירוני|הכח|בני|מ\.ס\.)$/i.test(w));
  const pick = (main.length ? main : words).slice(0, 2);
  return pick.map((w) => Array.from(w)[0]).join('').toUpperCase();
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

export function leagueBadge(title: string, color: string, sport: string): string {
  const icon: Record<string, string> = {
    football: '<circle cx="60" cy="52" r="22" fill="#fff"/><path d="M60 38 l10 7 -4 12 h-12 l-4 -12z" fill="#111"/>',
    basketball: '<circle cx="60" cy="52" r="22" fill="#f28c28"/><path d="M38 52 h44 M60 30 v44 M44 36 q16 16 0 32 M76 36 q-16 16 0 32" stroke="#111" stroke-width="2.5" fill="none"/>',
    handball: '<circle cx="60" cy="52" r="22" fill="#fff"/><path d="M42 44 q18 -10 36 0 M42 60 q18 10 36 0" stroke="#111" stroke-width="3" fill="none"/>',
    volleyball: '<circle cx="60" cy="52" r="22" fill="#ffe066"/><path d="M60 30 q-8 22 10 40 M38 52 q22 -6 40 10 M60 52 q14 -12 8 -20" stroke="#1c5fb8" stroke-width="3" fill="none"/>',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${esc(title)}">
<rect x="4" y="4" width="112" height="112" rx="24" fill="${color}"/>
${icon[sport] ?? icon.football}
<text x="60" y="100" font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials(title))}</text>
</svg>`;
}

export function poster(opts: {
  title: string;
  subtitle: string;
  team1?: { name: string; color: string; color2: string; shortName: string };
  team2?: { name: string; color: string; color2: string; shortName: string };
  accent: string;
  badge?: string;
  rtl?: boolean;
}): string {
  const { team1, team2 } = opts;
  const crest = (t: { name: string; color: string; color2: string; shortName: string }, x: number) =>
    `<g transform="translate(${x} 62) scale(1.05)">${teamCrest(t.name, t.color, t.color2, t.shortName).replace(/<svg[^>]*>|<\/svg>/g, '').replace(/id="g"/g, `id="g${x}"`).replace(/url\(#g\)/g, `url(#g${x})`)}</g>`;
  // No title, subtitle or badge drawn in: cards and the hero render those as real,
  // translatable text over the poster, and baked-in text would show twice.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img" aria-label="${esc(opts.title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f1624"/><stop offset="1" stop-color="${opts.accent}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#bg)"/>
<path d="M0 300 L640 220 V360 H0 Z" fill="#000" opacity=".25"/>
${team1 && team2 ? `${crest(team1, 90)}${crest(team2, 424)}<text x="320" y="150" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="800" fill="#fff" text-anchor="middle">VS</text>` : `<circle cx="320" cy="130" r="62" fill="#fff" opacity=".12"/><text x="320" y="148" font-family="Arial, Helvetica, sans-serif" font-size="48" font-weight="800" fill="#fff" text-anchor="middle">▶</text>`}
</svg>`;
}
