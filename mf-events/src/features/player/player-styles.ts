// The player UI's stylesheet, adopted as constructed style sheets: the portal's CSP allows
// no <style> without a nonce, and constructed sheets are not inline markup. Once per document.
import themeCss from '@vidstack/react/player/styles/default/theme.css?raw';
import videoCss from '@vidstack/react/player/styles/default/layouts/video.css?raw';

// Our additions to the layout: the live slot's "behind live" count beside the Live button.
const portalCss = `
.portal-live { display: inline-flex; align-items: center; gap: 8px; }
.portal-live-behind { font-size: 13px; font-variant-numeric: tabular-nums; color: #fff; background: rgba(6, 10, 18, 0.7); padding: 2px 8px; border-radius: 4px; white-space: nowrap; }
.portal-live-button .vds-live-button-text { white-space: nowrap; }
.portal-live-button[data-focus] { outline: 2px solid #fff; outline-offset: 2px; }
/* Playback stats (StatsOverlay.tsx): over the picture, top corner on the page's start side. */
.portal-stats { position: absolute; inset-block-start: 8px; inset-inline-start: 8px; z-index: 20; pointer-events: none; max-inline-size: calc(100% - 16px); padding: 8px 10px; border-radius: 6px; background: rgba(6, 10, 18, 0.82); color: #fff; font-size: 12px; line-height: 1.4; }
.portal-stats-title { margin: 0 0 4px; font-weight: 600; }
.portal-stats dl { margin: 0; display: grid; grid-template-columns: auto auto; column-gap: 12px; }
.portal-stats dl > div { display: contents; }
.portal-stats dt { opacity: 0.8; }
.portal-stats dd { margin: 0; font-variant-numeric: tabular-nums; text-align: end; }
/* Captions stay readable on a phone (a 390 px player is ~220 px high: 4.5 % of it is a 10 px cue)
   and clear of the controls bar with the live count in it. */
.vds-captions { --media-cue-font-size: max(14px, calc(var(--overlay-height) / 100 * 4.5)); }
[data-media-player] { --video-sm-captions-offset: 56px; }
/* The player itself is a Tab stop (its keyboard shortcuts act there): show where focus is (WCAG 2.4.7). */
[data-media-player]:focus-visible { outline: 2px solid var(--video-brand); outline-offset: 2px; }
`;

let adopted = false;

export function adoptPlayerStyles(doc: Document = document): void {
  if (adopted || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return;
  const sheets = [themeCss, videoCss, portalCss].map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, ...sheets];
  adopted = true;
}
