// Stand-in for the external survey form (docs/product.md: form messages submit_success and form-submit).
// Framed by the portal: the tenant's form URL names the page's origin (`?parent={origin}`), which
// must be one of the portal's origins; the frame may be embedded by that origin only and posts its
// messages to that exact origin, never '*' (security issue 26 item 8). Opened without a parent it
// is a plain page that no one may frame and that posts nothing.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { SURVEY_TEXTS, surveyLocale } from './texts.ts';

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(nonce: string, parent: string | null, locale: keyof typeof SURVEY_TEXTS = 'en') {
  const x = SURVEY_TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'he' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(x.title)}</title>
<style nonce="${nonce}">
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
  body { margin: 0; background: #f4f7fc; color: #1b2336; }
  main { max-width: 520px; margin: 0 auto; padding: 28px 24px; }
  h1 { font-size: 22px; margin: 0 0 6px; }
  p { color: #4b5872; margin: 0 0 20px; }
  fieldset { border: 0; padding: 0; margin: 0 0 18px; }
  legend { font-weight: 600; margin-bottom: 8px; }
  .scale { display: flex; gap: 8px; }
  .scale label { flex: 1; text-align: center; border: 1px solid #cfd8e6; border-radius: 8px; padding: 10px 0; background: #fff; cursor: pointer; }
  .scale input { display: block; margin: 0 auto 4px; }
  textarea { width: 100%; box-sizing: border-box; min-height: 90px; border: 1px solid #cfd8e6; border-radius: 8px; padding: 10px; font: inherit; }
  .actions { display: flex; gap: 10px; margin-top: 14px; }
  button { border: 0; border-radius: 8px; padding: 11px 18px; font: inherit; font-weight: 600; cursor: pointer; }
  .primary { background: #2f80ff; color: #fff; }
  .secondary { background: #e3e9f3; color: #1b2336; }
  .done { display: none; padding: 16px; background: #e5f6ee; border-radius: 8px; }
</style>
</head>
<body>
<main>
  <h1>${esc(x.heading)}</h1>
  <p>${esc(x.intro)}</p>
  <form id="survey">
    <fieldset>
      <legend>${esc(x.question)}</legend>
      <div class="scale">
        ${[1, 2, 3, 4, 5].map((n) => `<label><input type="radio" name="score" value="${n}"${n === 4 ? ' checked' : ''}>${n}</label>`).join('')}
      </div>
    </fieldset>
    <fieldset>
      <legend><label for="comment">${esc(x.better)}</label></legend>
      <textarea id="comment" name="comment" placeholder="${esc(x.optional)}"></textarea>
    </fieldset>
    <div class="actions">
      <button type="submit" class="primary" id="submit">${esc(x.send)}</button>
      <button type="button" class="secondary" id="alt-submit">${esc(x.sendAlt)}</button>
    </div>
  </form>
  <div class="done" id="done" role="status">${esc(x.done)}</div>
</main>
<script nonce="${nonce}">
  (function () {
    var PARENT = ${JSON.stringify(parent).replace(/</g, '\\u003c')};
    var form = document.getElementById('survey');
    function finish(type) {
      form.style.display = 'none';
      document.getElementById('done').style.display = 'block';
      if (PARENT) window.parent.postMessage({ type: type }, PARENT);
    }
    form.addEventListener('submit', function (e) { e.preventDefault(); finish('submit_success'); });
    document.getElementById('alt-submit').addEventListener('click', function () { finish('form-submit'); });
  })();
</script>
</body>
</html>`;
}

export function createSurveyServer(portalOrigins: () => string[], logger: FastifyServerOptions['logger']): FastifyInstance {
  const app = Fastify({ logger, forceCloseConnections: true });
  app.get('/health', async () => ({ ok: true }));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // No parent: the form opened as a page of its own (a link, a redirect), which nobody may frame
    // and which posts no messages. A parent that is not one of the portal's origins: no form.
    const raw = (request.query as Record<string, unknown>).parent;
    const parent = raw === undefined ? null : typeof raw === 'string' && portalOrigins().includes(raw) ? raw : undefined;
    if (parent === undefined) {
      return reply.code(400).type('text/plain; charset=utf-8').header('x-content-type-options', 'nosniff').send('Unknown parent origin');
    }
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors ${parent ?? "'none'"}`,
      )
      .send(page(nonce, parent, surveyLocale((request.query as Record<string, unknown>).lang, request.headers['accept-language'])));
  };
  app.get('/forms/ux-survey/', handler);
  app.get('/forms/ux-survey', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/forms/ux-survey/${query}`, 302);
  });
  return app;
}
