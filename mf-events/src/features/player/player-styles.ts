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
