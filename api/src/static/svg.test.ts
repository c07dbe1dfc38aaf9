import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { poster, type PosterKind, type PosterOptions } from './svg.ts';

const home = { name: 'Harbor City FC', color: '#1d4ed8', color2: '#ffffff', shortName: 'HCF' };
const away = { name: 'Northgate United', color: '#b91c1c', color2: '#fde68a', shortName: 'NGU' };
const SPORTS = ['football', 'basketball', 'handball', 'volleyball', 'ice_hockey'];
const KINDS: PosterKind[] = ['event', 'highlight', 'clip', 'channel'];
const make = (o: Partial<PosterOptions> = {}) =>
  poster({ title: 'A & B', sport: 'football', kind: 'event', team1: home, team2: away, accent: '#2f80ff', ...o });

/** The crests' centres, in drawing order (team 1 first): translate(x y) scale(s) of a 120-unit crest. */
function crestCentres(svg: string): number[] {
  return [...svg.matchAll(/<g transform="translate\(([\d.-]+) [\d.-]+\) scale\(([\d.]+)\)"><defs><linearGradient id="g[12]"/g)].map(
    (m) => Number(m[1]) + 60 * Number(m[2]),
  );
}
/** The artwork without its crests (their initials are the only text allowed). */
const withoutCrests = (svg: string) => svg.replace(/<g transform="translate[^"]*"><defs><linearGradient id="g[12]"[\s\S]*?<\/text>\s*<\/g>/g, '');
const viewBoxWidth = (svg: string) => Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);

describe('poster artwork', () => {
  test('differs by sport: each sport has its own surface, and each is well-formed', () => {
    const bodies = SPORTS.map((sport) => withoutCrests(make({ sport })));
    assert.equal(new Set(bodies).size, SPORTS.length, 'one surface per sport');
    // a few things each surface must have: the pitch's grass, the court's wood, the handball 6 m zone, the volleyball net, the rink's red line
    assert.match(bodies[0]!, /fill="#1d6f35"/);
    assert.match(bodies[1]!, /fill="#b8783f"/);
    assert.match(bodies[2]!, /fill="#e0793a"/);
    assert.match(bodies[3]!, /stroke="#f4f4f4" stroke-width="8"/);
    assert.match(bodies[4]!, /stroke="#d23b3b" stroke-width="8"/);
    for (const svg of bodies) {
      assert.ok(svg.startsWith('<svg ') && svg.trimEnd().endsWith('</svg>'));
      // no attribute twice in an element (browsers refuse the whole image)
      for (const el of svg.match(/<[a-zA-Z][^>]*>/g)!) {
        const names = [...el.matchAll(/\s([\w:-]+)=/g)].map((m) => m[1]);
        assert.equal(new Set(names).size, names.length, `duplicate attribute in ${el}`);
      }
    }
  });

  test('differs by kind: studio for channels, streaks for highlights, a film strip for clips', () => {
    const byKind = Object.fromEntries(KINDS.map((kind) => [kind, make({ kind, ...(kind === 'channel' ? { team1: undefined, team2: undefined } : {}) })]));
    assert.equal(new Set(Object.values(byKind)).size, KINDS.length);
    assert.match(byKind.channel!, /id="led"/, 'an LED wall');
    assert.doesNotMatch(byKind.channel!, /fill="#1d6f35"/, 'no pitch in the studio');
    assert.match(byKind.highlight!, /fill="#ffd23f"/);
    assert.match(byKind.clip!, /id="sp"/, 'sprocket holes');
    assert.equal(crestCentres(byKind.event!).length, 2);
    assert.equal(crestCentres(byKind.channel!).length, 0);
    // channels of different sports show their sport on the wall
    assert.notEqual(make({ kind: 'channel', sport: 'basketball' }), make({ kind: 'channel', sport: 'football' }));
  });

  test('no baked-in text besides the crests (titles, badges and "VS" are rendered by the page, translated)', () => {
    for (const kind of KINDS) for (const sport of SPORTS) assert.doesNotMatch(withoutCrests(make({ kind, sport })), /<text|VS/, `${kind} ${sport}`);
    // the title is the accessible name only, escaped
    assert.match(make(), /aria-label="A &amp; B"/);
  });

  test('every variant stays under 6 KB (served with a long cache, many per page)', () => {
    const long = { ...home, name: 'Very Long Athletic Club Name Of The Coast', shortName: 'VLA' };
    for (const sport of [...SPORTS, 'unknown'])
      for (const kind of KINDS)
        for (const dir of ['ltr', 'rtl'] as const)
          for (const layout of ['card', 'wide'] as const) {
            const svg = make({ sport, kind, dir, layout, team1: long });
            assert.ok(Buffer.byteLength(svg) < 6 * 1024, `${sport}/${kind}/${dir}/${layout}: ${Buffer.byteLength(svg)} bytes`);
          }
  });

  test('team 1 on the start side: left in LTR, right in RTL, as the scoreboards under the artwork', () => {
    for (const layout of ['card', 'wide'] as const) {
      const [l1, l2] = crestCentres(make({ dir: 'ltr', layout }));
      const [r1, r2] = crestCentres(make({ dir: 'rtl', layout }));
      assert.ok(l1! < l2!, `${layout} LTR: team 1 left of team 2`);
      assert.ok(r1! > r2!, `${layout} RTL: team 1 right of team 2`);
      // the RTL variant is the mirror image of the LTR one
      const w = viewBoxWidth(make({ layout }));
      assert.ok(Math.abs(r1! - (w - l1!)) < 0.5 && Math.abs(r2! - (w - l2!)) < 0.5);
    }
  });

  test('cards: crests centred low, clear of the corner badges; the hero: crests on the end side, clear of the headline', () => {
    const card = make();
    const top = Number(/translate\([\d.]+ ([\d.]+)\)/.exec(card)![1]);
    assert.ok(top / 360 > 0.3, `crests start ${Math.round((top / 360) * 100)}% down (badges take the top ~20%)`);
    assert.ok((top + 120) / 360 < 0.75, 'and end above the score badge');
    const wide = make({ layout: 'wide' });
    assert.equal(viewBoxWidth(wide), 840, '7:3');
    assert.ok(
      crestCentres(wide).every((x) => x / 840 > 0.55),
      'LTR: right of the headline',
    );
    assert.ok(
      crestCentres(make({ layout: 'wide', dir: 'rtl' })).every((x) => x / 840 < 0.45),
      'RTL: left of it',
    );
  });
});
