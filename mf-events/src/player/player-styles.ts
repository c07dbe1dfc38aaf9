// The player UI's stylesheet, adopted as constructed style sheets: the portal's CSP allows
// no <style> without a nonce, and constructed sheets are not inline markup. Once per document.
import themeCss from '@vidstack/react/player/styles/default/theme.css?raw';
import videoCss from '@vidstack/react/player/styles/default/layouts/video.css?raw';

let adopted = false;

export function adoptPlayerStyles(doc: Document = document): void {
  if (adopted || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return;
  const sheets = [themeCss, videoCss].map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, ...sheets];
  adopted = true;
}
