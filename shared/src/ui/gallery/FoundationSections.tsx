import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { IconProps } from '../icons/Icon.tsx';
import * as icons from '../icons/icons.tsx';
import { breakpoints, screens } from '../theme/breakpoints.ts';
import { contrast } from '../theme/color.ts';
import * as timing from '../timing.ts';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../constants.ts';
import { Demo, Panel, Section } from './Section.tsx';

function Swatch({ name, bg, fg }: { name: string; bg: string; fg?: string }) {
  const t = useTheme();
  const ratio = fg ? contrast(fg, bg) : null;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(2), minInlineSize: 0 }}>
      <div
        css={{
          blockSize: '72px',
          borderRadius: t.radius.md,
          border: `1px solid ${t.color.border}`,
          display: 'grid',
          placeItems: 'center',
          fontWeight: t.fontWeight.bold,
        }}
        style={{ background: bg, color: fg }}
      >
        {fg ? 'Aa' : null}
      </div>
      <div css={{ ...t.text.caption }}>
        <div css={{ color: t.color.text }}>{name}</div>
        <div css={{ color: t.color.textMuted, fontFamily: t.font.mono }}>
          {bg}
          {ratio ? ` · ${ratio.toFixed(1)}:1` : ''}
        </div>
      </div>
    </div>
  );
}

export function ColorsSection() {
  const t = useTheme();
  const c = t.color;
  const grid = { display: 'grid', gap: t.space(4), gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))' } as const;
  return (
    <Section
      id="colors"
      title="Colour"
      description={`Theme "${t.mode}", theme-color ${t.themeColor}. Ratios are WCAG contrast of the sample text on the swatch; every text pair is at least 4.5:1 (unit-tested for several tenant accents).`}
    >
      <Panel>
        <div css={grid}>
          <Swatch name="Page (bg)" bg={c.bg} fg={c.text} />
          <Swatch name="Surface" bg={c.surface} fg={c.text} />
          <Swatch name="Elevated" bg={c.elevated} fg={c.textMuted} />
          <Swatch name="Sunken" bg={c.sunken} />
          <Swatch name="Primary" bg={c.primary} fg={c.onPrimary} />
          <Swatch name="Primary hover" bg={c.primaryHover} fg={c.onPrimary} />
          <Swatch name="Primary text" bg={c.bg} fg={c.primaryText} />
          <Swatch name="Focus ring" bg={c.focus} />
          <Swatch name="Success" bg={c.success.solid} fg={c.success.on} />
          <Swatch name="Danger" bg={c.danger.solid} fg={c.danger.on} />
          <Swatch name="Warning" bg={c.warning.solid} fg={c.warning.on} />
          <Swatch name="Live" bg={c.live} fg={c.onLive} />
          <Swatch name="Border" bg={c.border} />
          <Swatch name="Border strong" bg={c.borderStrong} />
        </div>
      </Panel>
    </Section>
  );
}

export function TypographySection() {
  const t = useTheme();
  const samples: Array<[keyof typeof t.text, string]> = [
    ['display', 'Matchday live'],
    ['h1', 'Premier Division'],
    ['h2', 'Live now'],
    ['h3', 'Upcoming this week'],
    ['title', 'Riverside United vs Northgate City'],
    ['body', 'Watch every match live and on demand, with highlights minutes after the final whistle.'],
    ['bodySmall', 'Premier Division · Today 20:45'],
    ['label', 'E-mail address'],
    ['caption', '2:14:08 · 12k views'],
    ['overline', 'Featured'],
  ];
  return (
    <Section id="type" title="Typography" description="System font stack (no web-font download), fluid headings.">
      <Panel>
        {samples.map(([key, sample]) => (
          <Demo key={key} label={key}>
            <span css={{ ...t.text[key], color: key === 'bodySmall' || key === 'caption' ? t.color.textMuted : t.color.text }}>{sample}</span>
          </Demo>
        ))}
      </Panel>
    </Section>
  );
}

export function IconsSection() {
  const t = useTheme();
  const list = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as Array<[string, (p: IconProps) => ReactNode]>;
  return (
    <Section id="icons" title="Icons" description="Inline SVG, currentColor, decorative unless given a title. Chevrons start/end mirror in right-to-left.">
      <Panel>
        <div css={{ display: 'grid', gap: t.space(3), gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
          {list.map(([name, Comp]) => (
            <div
              key={name}
              css={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: t.space(2),
                padding: t.space(4),
                borderRadius: t.radius.md,
                backgroundColor: t.color.bg,
                color: t.color.text,
              }}
            >
              <Comp size={24} />
              <span css={{ ...t.text.caption, color: t.color.textMuted }}>{name.replace('Icon', '')}</span>
            </div>
          ))}
          {(['start', 'end', 'up', 'down'] as const).map((d) => (
            <div
              key={d}
              css={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: t.space(2),
                padding: t.space(4),
                borderRadius: t.radius.md,
                backgroundColor: t.color.bg,
              }}
            >
              <icons.ChevronIcon direction={d} size={24} />
              <span css={{ ...t.text.caption, color: t.color.textMuted }}>Chevron {d}</span>
            </div>
          ))}
        </div>
      </Panel>
    </Section>
  );
}

export function TokensSection() {
  const t = useTheme();
  const cell = { padding: t.space(2, 3), borderBlockEnd: `1px solid ${t.color.border}`, textAlign: 'start' as const };
  const timings = Object.entries(timing);
  return (
    <Section id="tokens" title="Spacing, radii, breakpoints, timing">
      <Panel>
        <Demo label="Spacing (4 px)">
          {[1, 2, 3, 4, 6, 8, 12, 16].map((n) => (
            <div key={n} css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: t.space(1) }}>
              <span css={{ display: 'block', blockSize: t.space(n), inlineSize: t.space(n), backgroundColor: t.color.primary, borderRadius: t.radius.xs }} />
              <span css={{ ...t.text.caption, color: t.color.textMuted }}>{t.space(n)}</span>
            </div>
          ))}
        </Demo>
        <Demo label="Radii">
          {(Object.keys(t.radius) as Array<keyof typeof t.radius>).map((r) => (
            <div
              key={r}
              css={{
                display: 'grid',
                placeItems: 'center',
                inlineSize: '72px',
                blockSize: '56px',
                borderRadius: t.radius[r],
                backgroundColor: t.color.elevatedHover,
                ...t.text.caption,
              }}
            >
              {r}
            </div>
          ))}
        </Demo>
        <Demo label="Shadows">
          {(['sm', 'md', 'lg', 'card'] as const).map((s) => (
            <div
              key={s}
              css={{
                display: 'grid',
                placeItems: 'center',
                inlineSize: '96px',
                blockSize: '64px',
                borderRadius: t.radius.md,
                backgroundColor: t.color.elevated,
                boxShadow: t.shadow[s],
                ...t.text.caption,
              }}
            >
              {s}
            </div>
          ))}
        </Demo>
        <div css={{ display: 'grid', gap: t.space(6), [t.mq.lg]: { gridTemplateColumns: '1fr 1fr 1fr' } }}>
          <table css={{ borderCollapse: 'collapse', ...t.text.bodySmall }}>
            <caption css={{ ...t.text.overline, color: t.color.textMuted, textAlign: 'start', paddingBlockEnd: t.space(2) }}>Breakpoints</caption>
            <tbody>
              {Object.entries(breakpoints).map(([k, v]) => (
                <tr key={k}>
                  <th css={cell}>{k}</th>
                  <td css={{ ...cell, fontFamily: t.font.mono }}>{v}px</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table css={{ borderCollapse: 'collapse', ...t.text.bodySmall }}>
            <caption css={{ ...t.text.overline, color: t.color.textMuted, textAlign: 'start', paddingBlockEnd: t.space(2) }}>Screens</caption>
            <tbody>
              {Object.entries(screens).map(([k, v]) => (
                <tr key={k}>
                  <th css={cell}>{k}</th>
                  <td css={{ ...cell, fontFamily: t.font.mono }}>{v}px</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table css={{ borderCollapse: 'collapse', ...t.text.bodySmall }}>
            <caption css={{ ...t.text.overline, color: t.color.textMuted, textAlign: 'start', paddingBlockEnd: t.space(2) }}>Timing and list defaults</caption>
            <tbody>
              {[...timings, ['DEFAULT_PAGE', DEFAULT_PAGE], ['DEFAULT_PAGE_SIZE', DEFAULT_PAGE_SIZE]].map(([k, v]) => (
                <tr key={String(k)}>
                  <th css={{ ...cell, fontFamily: t.font.mono, fontWeight: t.fontWeight.medium, wordBreak: 'break-all' }}>{String(k)}</th>
                  <td css={{ ...cell, fontFamily: t.font.mono }}>{String(v)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </Section>
  );
}
