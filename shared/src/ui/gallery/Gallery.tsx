import { useTheme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { Container } from '../components/Layout.tsx';
import { MonitorIcon, MoonIcon, SunIcon } from '../icons/icons.tsx';
import type { Direction } from '../internal/dom.ts';
import { DEFAULT_PRIMARY, type ColorMode } from '../theme/createTheme.ts';
import { PortalThemeProvider } from '../theme/ThemeProvider.tsx';
import { AlertsSection, BadgesSection, ButtonsSection, FormsSection } from './ControlSections.tsx';
import { CardsSection, LayoutSection, LoadingSection } from './ContentSections.tsx';
import { ColorsSection, IconsSection, TokensSection, TypographySection } from './FoundationSections.tsx';
import { DialogsSection, ToastsSection } from './OverlaySections.tsx';
import { ACCENTS } from './samples.ts';

export interface UiGalleryProps {
  initialMode?: ColorMode;
  initialDir?: Direction;
  /** The tenant's accent; the gallery also offers a few others. */
  primary?: string;
}

const NAV = [
  ['cards', 'Cards'],
  ['colors', 'Colour'],
  ['type', 'Type'],
  ['buttons', 'Buttons'],
  ['badges', 'Badges'],
  ['forms', 'Forms'],
  ['alerts', 'Alerts'],
  ['toasts', 'Toasts'],
  ['dialogs', 'Dialogs'],
  ['loading', 'Loading'],
  ['icons', 'Icons'],
  ['layout', 'Layout'],
  ['tokens', 'Tokens'],
] as const;

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Array<{ value: T; label: ReactNode; text: string }>;
  onChange: (v: T) => void;
}) {
  const t = useTheme();
  return (
    <div
      role="group"
      aria-label={label}
      css={{
        display: 'inline-flex',
        padding: '3px',
        gap: '2px',
        borderRadius: t.radius.full,
        backgroundColor: t.color.bg,
        border: `1px solid ${t.color.border}`,
      }}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          aria-label={o.text}
          onClick={() => onChange(o.value)}
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: t.space(1.5),
            blockSize: '32px',
            paddingInline: t.space(3),
            border: 0,
            borderRadius: t.radius.full,
            backgroundColor: 'transparent',
            color: t.color.textMuted,
            ...t.text.label,
            fontSize: t.fontSize.xs,
            cursor: 'pointer',
            transition: `background-color ${t.motion.fast}, color ${t.motion.fast}`,
            '&:hover': { color: t.color.text },
            '&[aria-pressed="true"]': { backgroundColor: t.color.elevatedHover, color: t.color.text, boxShadow: t.shadow.sm },
            '&:focus-visible': t.focusRing,
          }}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

function Toolbar(props: {
  mode: ColorMode;
  setMode: (m: ColorMode) => void;
  dir: Direction;
  setDir: (d: Direction) => void;
  primary: string;
  setPrimary: (p: string) => void;
}) {
  const t = useTheme();
  const accents = ACCENTS.some((a) => a.value === props.primary) ? ACCENTS : [{ label: 'Tenant', value: props.primary }, ...ACCENTS];
  return (
    <div
      css={{
        position: 'sticky',
        insetBlockStart: 0,
        zIndex: t.zIndex.sticky,
        backgroundColor: t.mode === 'dark' ? 'rgba(15, 22, 36, 0.86)' : 'rgba(244, 247, 252, 0.86)',
        backdropFilter: 'saturate(1.4) blur(14px)',
        borderBlockEnd: `1px solid ${t.color.border}`,
      }}
    >
      <Container css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(3, 4), paddingBlock: t.space(3) }}>
        <div css={{ display: 'flex', alignItems: 'center', gap: t.space(2.5), marginInlineEnd: 'auto' }}>
          <span
            aria-hidden="true"
            css={{
              inlineSize: '28px',
              blockSize: '28px',
              borderRadius: t.radius.sm,
              background: `linear-gradient(135deg, ${t.color.primary}, ${t.color.primaryText})`,
              boxShadow: t.shadow.md,
            }}
          />
          <h1 css={{ ...t.text.title, fontSize: t.fontSize.lg, margin: 0 }}>Portal UI</h1>
        </div>
        <Segmented
          label="Theme"
          value={props.mode}
          onChange={props.setMode}
          options={[
            {
              value: 'dark',
              text: 'Dark theme',
              label: (
                <>
                  <MoonIcon size={14} /> Dark
                </>
              ),
            },
            {
              value: 'light',
              text: 'Light theme',
              label: (
                <>
                  <SunIcon size={14} /> Light
                </>
              ),
            },
          ]}
        />
        <Segmented
          label="Direction"
          value={props.dir}
          onChange={props.setDir}
          options={[
            { value: 'ltr', text: 'Left to right', label: 'LTR' },
            { value: 'rtl', text: 'Right to left', label: 'RTL' },
          ]}
        />
        <label css={{ display: 'inline-flex', alignItems: 'center', gap: t.space(2), ...t.text.label, fontSize: t.fontSize.xs, color: t.color.textMuted }}>
          <MonitorIcon size={14} />
          Accent
          <select
            value={props.primary}
            onChange={(e) => props.setPrimary(e.target.value)}
            css={{
              blockSize: '32px',
              paddingInline: t.space(2),
              borderRadius: t.radius.sm,
              border: `1px solid ${t.color.borderStrong}`,
              backgroundColor: t.color.surface,
              color: t.color.text,
              '&:focus-visible': t.focusRing,
            }}
          >
            {accents.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label} ({a.value})
              </option>
            ))}
          </select>
        </label>
      </Container>
      <Container
        as="nav"
        aria-label="Gallery sections"
        css={{ display: 'flex', gap: t.space(1), overflowX: 'auto', paddingBlockEnd: t.space(2), scrollbarWidth: 'none' }}
      >
        {NAV.map(([id, label]) => (
          <a
            key={id}
            href={`#${id}`}
            css={{
              flexShrink: 0,
              paddingBlock: t.space(1),
              paddingInline: t.space(2.5),
              borderRadius: t.radius.full,
              ...t.text.label,
              fontSize: t.fontSize.xs,
              color: t.color.textMuted,
              textDecoration: 'none',
              '&:hover': { color: t.color.text, backgroundColor: t.color.surfaceHover },
            }}
          >
            {label}
          </a>
        ))}
      </Container>
    </div>
  );
}

function GalleryBody() {
  const t = useTheme();
  return (
    <Container as="main" css={{ display: 'flex', flexDirection: 'column', gap: t.space(16), paddingBlock: t.space(8, 24) }}>
      <CardsSection />
      <ColorsSection />
      <TypographySection />
      <ButtonsSection />
      <BadgesSection />
      <FormsSection />
      <AlertsSection />
      <ToastsSection />
      <DialogsSection />
      <LoadingSection />
      <IconsSection />
      <LayoutSection />
      <TokensSection />
    </Container>
  );
}

/**
 * The gallery paints its own page colours: its theme switch must not depend on the
 * colour mode of the page it is mounted in (global styles belong to the host).
 */
function GalleryFrame({ dir, mode, children }: { dir: Direction; mode: ColorMode; children: ReactNode }) {
  const t = useTheme();
  return (
    <div
      dir={dir}
      data-testid="ui-gallery"
      data-mode={mode}
      lang={dir === 'rtl' ? 'he' : undefined}
      css={{ backgroundColor: t.color.bg, color: t.color.text, colorScheme: mode, borderRadius: t.radius.lg, overflow: 'hidden' }}
    >
      {children}
    </div>
  );
}

/**
 * Every design-system component in every variant and state, with switches for the theme (dark/light),
 * the writing direction (ltr/rtl) and the accent colour. The shell mounts it at /dev/gallery/.
 */
export function UiGallery({ initialMode = 'dark', initialDir = 'ltr', primary: tenantPrimary = DEFAULT_PRIMARY }: UiGalleryProps) {
  const [mode, setMode] = useState<ColorMode>(initialMode);
  const [dir, setDir] = useState<Direction>(initialDir);
  const [primary, setPrimary] = useState(tenantPrimary);
  return (
    <PortalThemeProvider mode={mode} primary={primary}>
      <GalleryFrame dir={dir} mode={mode}>
        <Toolbar mode={mode} setMode={setMode} dir={dir} setDir={setDir} primary={primary} setPrimary={setPrimary} />
        <GalleryBody />
      </GalleryFrame>
    </PortalThemeProvider>
  );
}
