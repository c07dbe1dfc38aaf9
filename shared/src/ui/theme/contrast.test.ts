import { contrast } from './color.ts';
import { createTheme, type ColorMode } from './createTheme.ts';

const TENANT_ACCENTS = ['#2f80ff', '#0a8f5a', '#ffd400', '#e10600', '#7b2cbf', '#000000', '#ffffff', '#00c2ff'];
const MODES: ColorMode[] = ['dark', 'light'];
const TEXT = 4.5;

/** An rgba() tint painted over an opaque hex background. */
function flatten(rgba: string, under: string): string {
  const [r, g, b, a] = rgba.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
  const u = [1, 3, 5].map((i) => parseInt(under.slice(i, i + 2), 16));
  return `#${[r, g, b]
    .map((v, i) =>
      Math.round(u[i]! + (v - u[i]!) * a)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const NON_TEXT = 3;

function pairs(mode: ColorMode, primary: string): Array<[string, string, string, number]> {
  const c = createTheme({ mode, primary }).color;
  const backgrounds = { bg: c.bg, surface: c.surface, surfaceHover: c.surfaceHover, elevated: c.elevated, elevatedHover: c.elevatedHover };
  const list: Array<[string, string, string, number]> = [];
  for (const [name, bg] of Object.entries(backgrounds)) {
    list.push([`text on ${name}`, c.text, bg, TEXT]);
    list.push([`muted text on ${name}`, c.textMuted, bg, TEXT]);
    list.push([`primary text on ${name}`, c.primaryText, bg, TEXT]);
    list.push([`focus ring on ${name}`, c.focus, bg, NON_TEXT]);
    for (const s of ['success', 'danger', 'warning', 'info'] as const) list.push([`${s} text on ${name}`, c[s].text, bg, TEXT]);
  }
  for (const [name, bg] of [
    ['bg', c.bg],
    ['surface', c.surface],
  ] as const)
    list.push([`primary text on the primary tint over ${name}`, c.primaryText, flatten(c.primarySubtle, bg), TEXT]);
  list.push(['input border on surface', c.borderStrong, c.surface, NON_TEXT]);
  list.push(['input border on bg', c.borderStrong, c.bg, NON_TEXT]);
  list.push(['on-primary on primary', c.onPrimary, c.primary, TEXT]);
  list.push(['on-primary on primary hover', c.onPrimary, c.primaryHover, TEXT]);
  list.push(['on-primary on primary active', c.onPrimary, c.primaryActive, TEXT]);
  for (const s of ['success', 'danger', 'warning', 'info'] as const) {
    list.push([`on-${s} on ${s}`, c[s].on, c[s].solid, TEXT]);
    list.push([`${s} text on its alert`, c[s].text, c[s].subtle, TEXT]);
    list.push([`body text on ${s} alert`, c.text, c[s].subtle, TEXT]);
  }
  list.push(['live badge', c.onLive, c.live, TEXT]);
  list.push(['tooltip', c.tooltipText, c.tooltipBg, TEXT]);
  return list;
}

describe('theme contrast (WCAG 2.2 AA)', () => {
  for (const mode of MODES) {
    for (const primary of TENANT_ACCENTS) {
      it(`${mode} theme with accent ${primary}`, () => {
        const failures = pairs(mode, primary)
          .map(([name, fg, bg, min]) => ({ name, fg, bg, ratio: contrast(fg, bg), min }))
          .filter((p) => p.ratio < p.min)
          .map((p) => `${p.name}: ${p.fg} on ${p.bg} = ${p.ratio.toFixed(2)} (< ${p.min})`);
        expect(failures).toEqual([]);
      });
    }
  }

  it('computes known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('uses the theme-color values as page backgrounds', () => {
    expect(createTheme({ mode: 'dark' }).color.bg).toBe('#0f1624');
    expect(createTheme({ mode: 'light' }).color.bg).toBe('#f4f7fc');
    expect(createTheme({ mode: 'dark' }).themeColor).toBe('#0f1624');
    expect(createTheme({ mode: 'light' }).themeColor).toBe('#f4f7fc');
  });

  it("keeps a tenant's accent as the primary fill when it already passes", () => {
    expect(createTheme({ mode: 'dark', primary: '#1456c8' }).color.primary).toBe('#1456c8');
  });
});
