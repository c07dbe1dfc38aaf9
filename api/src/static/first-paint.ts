// The server's first paint (issue 10 item 1, ADR 0038): what the portal HTML shows before any
// script has run. On Lighthouse's phone link the shell's ~290 KB of script take about 3 s to
// arrive and run; until then the page was blank, and the home hero's poster (the page's largest
// element) painted only after the shell, mf-events and the event list. Here the server, which
// already knows the page's hero (its preload, ADR 0021), writes a static picture of the page's
// top into #root: the header bar with the tenant's logo and, on the home page, the hero poster
// with its title, on an event page the poster where the player will be and the event's title.
//
// It is a placeholder, not server rendering: no links, no state, hidden from assistive
// technology (like a skeleton), and React's first commit replaces it whole (createRoot clears
// its container). The shell commits once its first route is ready (shell/src/bootstrap.tsx), so
// the picture stays until the real page takes its place. Boxes follow the kit's layout
// (Container, Page, LayoutFrame, Header, mf-events' Hero and event grid) with the same tokens,
// so the swap lands where the picture was; e2e/specs/platform/first-paint.spec.ts compares them.
import { darkTheme, lightTheme, type PortalTheme } from '@portal/shared/theme';
import { escapeHtml } from './preloads.ts';

/** The poster URLs mf-events shows (mf-events/src/lib/poster.ts via the kit's posterSrc). */
export interface PosterVariants {
  /** 16:9 card artwork in the page's direction. */
  card: string;
  /** 7:3 hero artwork, from the md breakpoint on (home hero only). */
  wide?: string;
}

export type FirstPaintPage =
  /** The home page: its hero event, when there is one. */
  | { kind: 'home'; hero?: { title: string; poster?: PosterVariants; teams: boolean } }
  /** An event or channel page: the poster in the player's place and the title beside it. */
  | { kind: 'event'; title: string; poster?: PosterVariants; sport: boolean; kickoff: boolean }
  /** A list page (/live/, /upcoming/, /archive/, /latest/): room for its title, the sport chips' row, and the grid's first row of posters. */
  | { kind: 'list'; chips: boolean; posters: string[] }
  /** A sign-in, sign-up or forgotten-password page: the slim header and, on phones, the card's logo. */
  | { kind: 'auth' }
  /** Any other page of the full layout: the header bar alone. */
  | { kind: 'page' };

export interface FirstPaintInput {
  tenantName: string;
  logoUrl?: string | null;
  page: FirstPaintPage;
}

/** mf-events' HERO_INK: the hero's ground under its text. */
const HERO_INK = 'rgb(6, 10, 18)';

/** The CSS of the picture in both colour modes; theme-boot.js sets data-color-mode before the first paint. */
function firstPaintCss(dark: PortalTheme, light: PortalTheme): string {
  const t = dark;
  const g = t.layout.gutter;
  const bp = t.breakpoints;
  const mode = (theme: PortalTheme) =>
    `--fp-bg:${theme.color.bg};--fp-text:${theme.color.text};--fp-border:${theme.color.border};--fp-skeleton:${theme.color.skeleton};` +
    `--fp-header:${theme.mode === 'dark' ? 'rgba(15, 22, 36, 0.86)' : 'rgba(244, 247, 252, 0.88)'};--fp-shadow:${theme.shadow.lg};` +
    `--fp-surface:${theme.color.surface};--fp-card:${theme.shadow.card};--fp-sunken:${theme.color.sunken};--fp-scrim:${theme.color.scrim}`;
  const font = (style: PortalTheme['text'][keyof PortalTheme['text']]) =>
    `font-family:${style.fontFamily};font-size:${style.fontSize};line-height:${style.lineHeight};font-weight:${style.fontWeight};letter-spacing:${style.letterSpacing ?? 'normal'}`;
  return [
    // The kit's global styles (applied with the app) reset the body's margin; the picture needs it now.
    'body{margin:0}',
    `.fp{${mode(dark)};display:flex;flex-direction:column;min-block-size:100dvh;background:var(--fp-bg);color:var(--fp-text)}`,
    `html[data-color-mode="light"] .fp{${mode(light)}}`,
    // Header (shell/src/chrome/Header.tsx): sticky bar, logo after the menu button below lg.
    `.fp-head{background:var(--fp-header);border-block-end:1px solid var(--fp-border)}`,
    `.fp-bar{display:flex;align-items:center;gap:${t.space(2)};block-size:${t.layout.headerHeight};max-inline-size:${t.layout.maxWidth};margin-inline:auto;padding-inline:${g.base}}`,
    `.fp-menu{inline-size:40px;block-size:40px;margin-inline-start:-8px;flex:none}`,
    // The logo in a box of its largest size, drawn from the start side: its width is unknown until
    // it loads, and a growing image moves itself in right-to-left pages (a layout shift).
    `.fp-bar img{display:block;block-size:36px;inline-size:160px;object-fit:contain;object-position:left center}`,
    `[dir="rtl"] .fp-bar img{object-position:right center}`,
    `.fp-name{${font(t.text.title)};font-size:${t.fontSize.lg};font-weight:${t.fontWeight.heavy};letter-spacing:-0.01em;white-space:nowrap}`,
    // Page (the kit's Container + Page).
    `.fp-page{inline-size:100%;max-inline-size:${t.layout.maxWidth};margin-inline:auto;padding-inline:${g.base};padding-block:${t.space(6, 16)};box-sizing:border-box}`,
    // Home hero (mf-events/src/components/Hero.tsx): phones stack art and text, wider screens lay the text over the art.
    `.fp-hero{position:relative;display:grid;isolation:isolate;border-radius:${t.radius.xl};overflow:hidden;background:${HERO_INK};box-shadow:var(--fp-shadow)}`,
    `.fp-art{position:relative;z-index:-2;aspect-ratio:16 / 9}`,
    `.fp-art picture{display:block;block-size:100%}`,
    `.fp-art img{display:block;inline-size:100%;block-size:100%;object-fit:cover;object-position:right center}`,
    `[dir="rtl"] .fp-art img{object-position:left center}`,
    `.fp-copy{align-self:end;display:flex;flex-direction:column;gap:${t.space(4)};padding:${t.space(2, 5, 6)};max-inline-size:720px;color:#ffffff}`,
    // Room for what the real hero and event header show around the title (badges, teams, time,
    // button; sport, date), so the title is painted where it will stay.
    `.fp-badges{block-size:24px}.fp-teams{block-size:36px}.fp-time{block-size:21px}.fp-cta{block-size:48px}`,
    `.fp-heading{display:flex;flex-direction:column;gap:${t.space(2)}}.fp-over{block-size:${t.text.overline.lineHeight * 12}px}.fp-date{block-size:${t.text.body.lineHeight * 16}px}`,
    `.fp-display{${font(t.text.display)};margin:0}`,
    // Event page (mf-events/src/pages/EventPage.tsx): the player's 16:9 box, the title beside it from lg.
    `.fp-event{display:grid;gap:${t.space(8)}}`,
    // At least as tall as mf-events' poster panel (a page the viewer may not play yet): the page's
    // image must never outgrow the picture, or it becomes a later LCP.
    `.fp-player{inline-size:100%;aspect-ratio:16 / 9;min-block-size:14rem;border-radius:${t.radius.xl};overflow:hidden;background:var(--fp-skeleton)}`,
    `.fp-player img{display:block;inline-size:100%;block-size:100%;object-fit:cover}`,
    `.fp-h1{${font(t.text.h1)};margin:0}`,
    // List pages (the kit's Page, mf-events' SportChips and card grid, the kit's Card): the title and
    // subtitle are blank lines of their fonts (the server translates nothing), the chips one row of
    // 40 px, then the grid's first row (later rows have no height: their cards' text is not drawn).
    `.fp-title{margin-block-end:${t.space(8)}}.fp-sub{${font(t.text.body)};margin:${t.space(2)} 0 0}`,
    `.fp-list{display:flex;flex-direction:column;gap:${t.space(12)}}.fp-chips{block-size:40px}`,
    `.fp-grid{display:grid;grid-template-columns:repeat(auto-fill, minmax(min(100%, 260px), 1fr));column-gap:${t.space(5)};grid-template-rows:auto;grid-auto-rows:0}`,
    `.fp-cell{overflow:hidden;min-inline-size:0}`,
    `.fp-poster{position:relative;border-radius:${t.radius.lg};overflow:hidden;border:1px solid var(--fp-border);background:var(--fp-sunken)}`,
    `.fp-poster img{display:block;inline-size:100%;block-size:auto;aspect-ratio:320 / 180;object-fit:cover}`,
    `.fp-poster::after{content:"";position:absolute;inset:0;background:var(--fp-scrim);opacity:0.55}`,
    // Auth pages (shell's AuthLayout, mf-auth's AuthCard): the card's logo is the page's largest
    // element on a phone, where the card starts at the top. From md the card is centred on its
    // height, which depends on the form, so there the picture shows the header alone.
    `.fp-auth{flex:1;display:flex;flex-direction:column;align-items:center;padding:${t.space(8, 4, 12)};box-sizing:border-box}`,
    `.fp-auth-cell{display:grid;place-items:start center;inline-size:100%;max-inline-size:1200px;padding:${t.space(8, 4)};box-sizing:border-box}`,
    `.fp-card{inline-size:100%;max-inline-size:440px;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;padding:${t.space(8, 5)};` +
      `background:var(--fp-surface);border:1px solid var(--fp-border);border-radius:${t.radius.xl};box-shadow:var(--fp-card)}`,
    `.fp-card img{display:block;block-size:48px;inline-size:auto}`,
    `@media (min-width:${bp.sm}px){.fp-card{padding:${t.space(10, 9)}}}`,
    `@media (min-width:${bp.md}px){.fp-auth-cell{display:none}}`,
    `@media (min-width:${bp.md}px){.fp-bar{padding-inline:${g.md};gap:${t.space(3)}}.fp-page{padding-inline:${g.md};padding-block:${t.space(10, 20)}}` +
      `.fp-hero{min-block-size:400px}.fp-art{position:absolute;inset:0;aspect-ratio:auto}` +
      `.fp-hero::after{content:"";position:absolute;inset:0;z-index:-1;background:linear-gradient(90deg, rgba(6,10,18,0.92) 0%, rgba(6,10,18,0.6) 45%, rgba(6,10,18,0.05) 100%)}` +
      `[dir="rtl"] .fp-hero::after{background:linear-gradient(270deg, rgba(6,10,18,0.92) 0%, rgba(6,10,18,0.6) 45%, rgba(6,10,18,0.05) 100%)}` +
      `.fp-copy{padding:${t.space(10)};max-inline-size:min(720px, 52%)}}`,
    `@media (min-width:${bp.lg}px){.fp-bar{padding-inline:${g.lg};gap:${t.space(6)}}.fp-menu{display:none}.fp-page{padding-inline:${g.lg}}` +
      `.fp-event{grid-template-columns:minmax(0, 3fr) minmax(0, 2fr);align-items:start}}`,
    `@media (min-width:${bp.xl}px){.fp-hero{min-block-size:460px}}`,
    `@media (min-width:${bp['2xl']}px){.fp-bar,.fp-page{padding-inline:${g['2xl']}}}`,
  ].join('');
}

let css: string | undefined;
/** The tenant's accent colours nothing painted here, so one stylesheet serves every tenant. */
export const firstPaintStyle = (): string => (css ??= firstPaintCss(darkTheme, lightTheme));

const picture = (poster: PosterVariants, wideFrom: number, eager: boolean) => {
  const img = `<img src="${escapeHtml(poster.card)}" alt="" width="1600" height="686"${eager ? ' fetchpriority="high"' : ''} decoding="async" />`;
  return poster.wide ? `<picture><source media="(min-width: ${wideFrom}px)" srcset="${escapeHtml(poster.wide)}" />${img}</picture>` : img;
};

/** The markup inside #root (without the style, see firstPaintStyle). */
export function firstPaintMarkup(input: FirstPaintInput): string {
  const md = darkTheme.breakpoints.md;
  const brand = input.logoUrl
    ? `<img src="${escapeHtml(input.logoUrl)}" alt="" height="36" />`
    : `<span class="fp-name">${escapeHtml(input.tenantName)}</span>`;
  const page = input.page;
  if (page.kind === 'auth') {
    // The card's logo as AuthCard draws it: 48 px high, its width from the image once loaded.
    const logo = input.logoUrl ? `<img src="${escapeHtml(input.logoUrl)}" alt="" width="48" height="48" fetchpriority="high" />` : '';
    const header = `<div class="fp-head"><div class="fp-bar">${brand}</div></div>`;
    return `<div class="fp" aria-hidden="true" data-first-paint="">${header}<div class="fp-auth"><div class="fp-auth-cell"><div class="fp-card">${logo}</div></div></div></div>`;
  }
  const header = `<div class="fp-head"><div class="fp-bar"><span class="fp-menu"></span>${brand}</div></div>`;
  let body = '';
  if (page.kind === 'home' && page.hero) {
    const hero = page.hero;
    const art = hero.poster ? `<span class="fp-art">${picture(hero.poster, md, true)}</span>` : '<span class="fp-art"></span>';
    const copy = `<span class="fp-badges"></span><p class="fp-display">${escapeHtml(hero.title)}</p>${hero.teams ? '<span class="fp-teams"></span>' : ''}<span class="fp-time"></span><span class="fp-cta"></span>`;
    body = `<div class="fp-hero">${art}<div class="fp-copy">${copy}</div></div>`;
  } else if (page.kind === 'list') {
    // Only the first poster is the page's LCP candidate; the others load when laid out in view.
    const cells = page.posters
      .map(
        (src, i) =>
          `<div class="fp-cell"><div class="fp-poster"><img src="${escapeHtml(src)}" alt="" width="320" height="180"${i === 0 ? ' fetchpriority="high"' : ' loading="lazy"'} decoding="async" /></div></div>`,
      )
      .join('');
    const title = '<div class="fp-title"><p class="fp-h1">&nbsp;</p><p class="fp-sub">&nbsp;</p></div>';
    body = `${title}<div class="fp-list">${page.chips ? '<div class="fp-chips"></div>' : ''}${cells ? `<div class="fp-grid">${cells}</div>` : ''}</div>`;
  } else if (page.kind === 'event') {
    const poster = page.poster ? picture(page.poster, md, true) : '';
    const heading = `${page.sport ? '<span class="fp-over"></span>' : ''}<p class="fp-h1">${escapeHtml(page.title)}</p>${page.kickoff ? '<span class="fp-date"></span>' : ''}`;
    body = `<div class="fp-event"><div class="fp-player">${poster}</div><div class="fp-heading">${heading}</div></div>`;
  }
  return `<div class="fp" aria-hidden="true" data-first-paint="">${header}<div class="fp-page">${body}</div></div>`;
}
