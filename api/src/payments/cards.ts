// Sandbox card provider on its own origin (PORT+3), shaped like a hosted-fields provider:
// - GET /checkout.js: the script a shop page loads; `SandboxCards.mount()` puts the card fields in an
//   iframe served from this origin, `tokenize()` returns a single-use token, `confirm()` runs the
//   3-D Secure style challenge. Card numbers stay inside this origin's frame.
// - POST /v1/tokens: called by the fields frame (same origin) to turn a card into a token.
// - POST /v1/charges, GET /v1/charges/:id: server to server, with the secret key and an
//   Idempotency-Key (the same key returns the same charge; a token charges once).
// - GET /v1/charges?idempotency_key=: the charge made with a key (how a payment left 'processing' by a
//   crash finds its charge), GET /v1/charges: all of them (tests count charges);
//   POST /v1/charges/:id/refund (a succeeded charge given back, once), POST /v1/charges/:id/cancel (an
//   unanswered challenge abandoned: the charge fails, unless the holder approved it first).
// - GET /challenge/:id + POST /v1/challenges/:id: the challenge page and its answer.
// - POST /v1/customers, POST /v1/customers/:id, DELETE /v1/customers/:id: server to server, a stored
//   card (customer) created from a token, its card replaced by another token, or deleted. Attaching
//   verifies the card as a real provider's zero-amount check does (declined and expired cards refused).
// State is in memory: a sandbox, restarted with the portal.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import { corsOptions } from '../static/cdn.ts';

/** The API's secret key for server-side calls (a sandbox value; a real provider issues one per account). */
export const SANDBOX_SECRET_KEY = 'sk_sandbox_portal';

/** Documented test cards (api/README.md, Commerce). Any other valid number succeeds. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
  expired: '4000000000000069',
} as const;

type Card = { number: string; brand: string; last4: string; expMonth: number; expYear: number };
type ChargeStatus = 'succeeded' | 'failed' | 'requires_action';
export interface Charge {
  id: string;
  status: ChargeStatus;
  amount: number;
  currency: string;
  description: string;
  failureCode: string | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
  customer: string | null;
  challenge: { id: string; url: string } | null;
  /** The succeeded charge was given back in full (never set on a failed one). */
  refunded: boolean;
  /** The Idempotency-Key it was created with. */
  idempotencyKey: string;
  created: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const brandOf = (n: string) => (n.startsWith('4') ? 'visa' : /^5[1-5]/.test(n) ? 'mastercard' : /^3[47]/.test(n) ? 'amex' : 'card');

function outcome(card: Card): { status: ChargeStatus; failureCode: string | null } {
  if (card.number === TEST_CARDS.declined) return { status: 'failed', failureCode: 'card_declined' };
  if (card.number === TEST_CARDS.insufficientFunds) return { status: 'failed', failureCode: 'insufficient_funds' };
  if (card.number === TEST_CARDS.expired) return { status: 'failed', failureCode: 'expired_card' };
  if (card.number === TEST_CARDS.challenge) return { status: 'requires_action', failureCode: null };
  return { status: 'succeeded', failureCode: null };
}

const CHECKOUT_JS = String.raw`/* Sandbox card provider: hosted card fields + challenge. */
(function () {
  var script = document.currentScript;
  var ORIGIN = new URL(script && script.src ? script.src : location.href).origin;
  var seq = 0;

  function frame(path, params, title) {
    var f = document.createElement('iframe');
    var q = new URLSearchParams(params);
    q.set('parent', location.origin);
    f.src = ORIGIN + path + '?' + q.toString();
    f.title = title || 'Card';
    f.setAttribute('allow', 'payment');
    // The least the fields and the challenge need: their scripts, their own origin (tokens are
    // created there) and submitting; no top navigation, popups or downloads.
    f.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    f.style.border = '0';
    f.style.width = '100%';
    return f;
  }

  // Messages count only from our own origin and from the frame we created.
  function listen(f, handler) {
    function onMessage(e) {
      if (e.origin !== ORIGIN || e.source !== f.contentWindow) return;
      var d = e.data;
      if (!d || typeof d !== 'object' || d.provider !== 'sandbox-cards') return;
      handler(d);
    }
    window.addEventListener('message', onMessage);
    return function () { window.removeEventListener('message', onMessage); };
  }

  function texts(opts) {
    var t = (opts && opts.texts) || {};
    var out = {};
    Object.keys(t).forEach(function (k) { if (typeof t[k] === 'string') out['t_' + k] = t[k]; });
    if (opts && opts.dir) out.dir = opts.dir;
    if (opts && opts.theme) out.theme = opts.theme;
    return out;
  }

  // The frame's colour scheme must match its page's, or the browser paints an opaque backdrop.
  function scheme(f, opts) { f.style.colorScheme = opts && opts.theme === 'dark' ? 'dark' : 'light'; }

  function mount(container, opts) {
    opts = opts || {};
    var f = frame('/fields', texts(opts), opts.title);
    scheme(f, opts);
    f.style.height = '160px';
    var pending = {};
    var ready = false;
    return new Promise(function (resolve, reject) {
      var timer = setTimeout(function () { stop(); f.remove(); reject(new Error('sandbox-cards: the card fields did not load')); }, opts.timeoutMs || 10000);
      var stop = listen(f, function (d) {
        if (d.type === 'ready' && !ready) {
          ready = true;
          clearTimeout(timer);
          resolve(handle);
        } else if (d.type === 'resize' && typeof d.height === 'number' && d.height > 0) {
          f.style.height = Math.ceil(d.height) + 'px';
        } else if (d.type === 'change' && opts.onChange) {
          opts.onChange({ complete: !!d.complete, error: d.error || null });
        } else if (d.type === 'submit' && opts.onSubmit) {
          opts.onSubmit();
        } else if ((d.type === 'token' || d.type === 'error') && pending[d.id]) {
          var p = pending[d.id];
          delete pending[d.id];
          if (d.type === 'token') p.resolve({ token: d.token, brand: d.brand, last4: d.last4 });
          else { var err = new Error(d.message || d.code); err.code = d.code; p.reject(err); }
        }
      });
      var handle = {
        tokenize: function () {
          return new Promise(function (res, rej) {
            var n = ++seq;
            pending[n] = { resolve: res, reject: rej };
            f.contentWindow.postMessage({ provider: 'sandbox-cards', type: 'tokenize', id: n }, ORIGIN);
          });
        },
        focus: function () { f.contentWindow.postMessage({ provider: 'sandbox-cards', type: 'focus' }, ORIGIN); },
        destroy: function () { stop(); clearTimeout(timer); f.remove(); }
      };
      f.addEventListener('error', function () { clearTimeout(timer); stop(); reject(new Error('sandbox-cards: the card fields did not load')); });
      container.appendChild(f);
    });
  }

  // The challenge page: resolves with the holder's answer ('succeeded' or 'failed').
  function confirm(container, challenge, opts) {
    opts = opts || {};
    if (!challenge || typeof challenge.url !== 'string' || new URL(challenge.url).origin !== ORIGIN) {
      return Promise.reject(new Error('sandbox-cards: not a challenge of this provider'));
    }
    var path = new URL(challenge.url).pathname;
    var f = frame(path, texts(opts), opts.title);
    scheme(f, opts);
    f.style.height = '200px';
    return new Promise(function (resolve) {
      var stop = listen(f, function (d) {
        if (d.type === 'resize' && typeof d.height === 'number' && d.height > 0) f.style.height = Math.ceil(d.height) + 'px';
        if (d.type === 'challenge-complete') { stop(); resolve({ status: d.status }); }
      });
      container.appendChild(f);
    });
  }

  window.SandboxCards = { version: '1.0.0-sandbox', origin: ORIGIN, mount: mount, confirm: confirm };
})();
`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function pageTexts(q: Record<string, string | undefined>, defaults: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(defaults)) out[k] = (q[`t_${k}`] ?? v).slice(0, 200);
  return out;
}

function framePage(nonce: string, parent: string, body: string, script: string, q: Record<string, string | undefined>) {
  const dark = q.theme === 'dark';
  const dir = q.dir === 'rtl' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="en" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style nonce="${nonce}">
:root{color-scheme:${dark ? 'dark' : 'light'};font:16px/1.4 system-ui,sans-serif}
body{margin:0;padding:2px;color:${dark ? '#e8edf5' : '#0f1624'};background:transparent}
label{display:block;font-size:14px;font-weight:600;margin:0 0 4px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border-radius:8px;border:1px solid ${dark ? '#5b6b86' : '#8592a8'};background:${dark ? '#141d2e' : '#fff'};color:inherit}
input:focus-visible,button:focus-visible{outline:3px solid #2f80ff;outline-offset:2px}
input[aria-invalid=true]{border-color:#e5484d}
.row{display:flex;gap:12px}h1{font-size:18px;margin:0 0 8px}.row>div{flex:1}.f{margin-bottom:12px}
.err{color:${dark ? '#ff8a8d' : '#c62a2f'};font-size:14px;min-height:20px;margin:0}
button{font:inherit;font-weight:600;padding:10px 16px;border-radius:8px;border:1px solid transparent;cursor:pointer}
.ok{background:#2f80ff;color:#fff}.no{background:transparent;color:inherit;border-color:currentColor}
</style></head><body>${body}
<script nonce="${nonce}">(function(){var PARENT=${JSON.stringify(parent)};
function send(m){m.provider='sandbox-cards';parent.postMessage(m,PARENT);}
function size(){var h=Math.ceil(document.body.getBoundingClientRect().height);if(h>0)send({type:'resize',height:h});}
window.addEventListener('load',size);
// A frame laid out while its parent was hidden measures 0: report again whenever the content's size changes.
if(window.ResizeObserver)new ResizeObserver(size).observe(document.body);
${script}})();</script></body></html>`;
}

/** `selfOrigin`: this server's own origin (known once it listens); its URLs never copy the Host header. */
export async function createCardsServer(
  logger: FastifyServerOptions['logger'],
  allowedOrigins: () => string[],
  selfOrigin: () => string,
): Promise<FastifyInstance> {
  const app = Fastify({ logger, forceCloseConnections: true });
  await app.register(cors, corsOptions(allowedOrigins));
  const tokens = new Map<string, Card & { used: boolean }>();
  const customers = new Map<string, Card>();
  const charges = new Map<string, Charge>();
  const byKey = new Map<string, string>();
  const challengeOf = new Map<string, string>(); // challenge id -> charge id

  /** The embedding page's origin must be one of the portal's; the frame answers only to it. */
  function parentOrigin(request: FastifyRequest, reply: FastifyReply): string | null {
    const parent = (request.query as Record<string, string | undefined>).parent ?? '';
    if (!allowedOrigins().includes(parent)) {
      void reply.code(400).type('text/plain; charset=utf-8').send('Unknown parent origin');
      return null;
    }
    return parent;
  }

  function sendFrame(reply: FastifyReply, parent: string, html: (nonce: string) => string) {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors ${parent}`,
      )
      .send(html(nonce));
  }

  function secret(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.headers.authorization !== `Bearer ${SANDBOX_SECRET_KEY}`) {
      void reply.code(401).send({ error: { code: 'unauthorized', message: 'A secret key is required' } });
      return false;
    }
    return true;
  }

  app.get('/health', async () => ({ ok: true, provider: 'sandbox-cards' }));
  app.get('/checkout.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(CHECKOUT_JS),
  );

  app.get('/fields', async (request, reply) => {
    const parent = parentOrigin(request, reply);
    if (!parent) return reply;
    const t = pageTexts(request.query as Record<string, string | undefined>, {
      number: 'Card number',
      expiry: 'Expiry (MM/YY)',
      cvc: 'Security code (CVC)',
      invalidNumber: 'The card number is not valid.',
      invalidExpiry: 'The expiry date is not valid.',
      invalidCvc: 'The security code is not valid.',
    });
    const body = `<form id="f" novalidate>
<div class="f"><label for="n">${esc(t.number!)}</label><input id="n" name="cardnumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" dir="ltr" aria-describedby="e"></div>
<div class="row"><div class="f"><label for="x">${esc(t.expiry!)}</label><input id="x" name="exp" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" dir="ltr" aria-describedby="e"></div>
<div class="f"><label for="c">${esc(t.cvc!)}</label><input id="c" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" dir="ltr" aria-describedby="e"></div></div>
<p id="e" class="err" role="alert"></p></form>`;
    const script = `var T=${JSON.stringify({ number: t.invalidNumber, expiry: t.invalidExpiry, cvc: t.invalidCvc })};
var n=document.getElementById('n'),x=document.getElementById('x'),c=document.getElementById('c'),e=document.getElementById('e');
function digits(v){return v.replace(/\\D/g,'');}
function luhn(s){var sum=0;for(var i=0;i<s.length;i++){var d=+s[s.length-1-i];if(i%2){d*=2;if(d>9)d-=9;}sum+=d;}return s.length>=12&&sum%10===0;}
function exp(){var m=/^(\\d{1,2})\\s*\\/?\\s*(\\d{2})$/.exec(x.value.trim());if(!m)return null;var mo=+m[1],yr=2000+ +m[2];if(mo<1||mo>12)return null;var now=new Date();if(yr<now.getFullYear()||(yr===now.getFullYear()&&mo<now.getMonth()+1))return null;return{m:mo,y:yr};}
function check(show){var err=null,field=null;var num=digits(n.value);
if(!luhn(num)){err=T.number;field=n;}else if(!exp()){err=T.expiry;field=x;}else if(!/^\\d{3,4}$/.test(c.value.trim())){err=T.cvc;field=c;}
[n,x,c].forEach(function(i){i.setAttribute('aria-invalid',show&&i===field?'true':'false');});
e.textContent=show&&err?err:'';return {ok:!err,field:field,error:err};}
n.addEventListener('input',function(){var d=digits(n.value).slice(0,19);n.value=d.replace(/(\\d{4})(?=\\d)/g,'$1 ');});
[n,x,c].forEach(function(i){i.addEventListener('input',function(){var r=check(false);send({type:'change',complete:r.ok});});
i.addEventListener('blur',function(){if(i.value)check(true);size();});});
document.getElementById('f').addEventListener('submit',function(ev){ev.preventDefault();send({type:'submit'});});
// Three fields and no submit button: the browser's implicit submission never fires, so Enter is relayed here.
[n,x,c].forEach(function(i){i.addEventListener('keydown',function(ev){if(ev.key==='Enter'&&!ev.isComposing){ev.preventDefault();send({type:'submit'});}});});
window.addEventListener('message',function(ev){if(ev.origin!==PARENT||ev.source!==parent)return;var d=ev.data;if(!d||d.provider!=='sandbox-cards')return;
if(d.type==='focus'){n.focus();return;}
if(d.type!=='tokenize')return;var r=check(true);size();
if(!r.ok){if(r.field)r.field.focus();send({type:'error',id:d.id,code:'invalid_card',message:r.error});return;}
var ex=exp();fetch('/v1/tokens',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({number:digits(n.value),expMonth:ex.m,expYear:ex.y,cvc:c.value.trim()})})
.then(function(res){return res.json().then(function(b){return{ok:res.ok,b:b};});})
.then(function(r){if(r.ok)send({type:'token',id:d.id,token:r.b.id,brand:r.b.card.brand,last4:r.b.card.last4});else{e.textContent=r.b.error.message;size();send({type:'error',id:d.id,code:r.b.error.code,message:r.b.error.message});}})
.catch(function(){send({type:'error',id:d.id,code:'network',message:'network'});});});
send({type:'ready'});`;
    return sendFrame(reply, parent, (nonce) => framePage(nonce, parent, body, script, request.query as Record<string, string | undefined>));
  });

  app.post('/v1/tokens', async (request, reply) => {
    const b = (request.body ?? {}) as { number?: unknown; expMonth?: unknown; expYear?: unknown; cvc?: unknown };
    const number = typeof b.number === 'string' ? b.number.replace(/\D/g, '') : '';
    const expMonth = Number(b.expMonth);
    const expYear = Number(b.expYear);
    const fail = (code: string, message: string) => reply.code(400).send({ error: { code, message } });
    if (!luhnValid(number)) return fail('invalid_number', 'The card number is not valid.');
    const now = new Date();
    if (
      !Number.isInteger(expMonth) ||
      expMonth < 1 ||
      expMonth > 12 ||
      !Number.isInteger(expYear) ||
      expYear < now.getFullYear() ||
      (expYear === now.getFullYear() && expMonth < now.getMonth() + 1)
    ) {
      return fail('invalid_expiry', 'The expiry date is not valid.');
    }
    if (typeof b.cvc !== 'string' || !/^\d{3,4}$/.test(b.cvc)) return fail('invalid_cvc', 'The security code is not valid.');
    const token = id('tok');
    const card = { number, brand: brandOf(number), last4: number.slice(-4), expMonth, expYear };
    tokens.set(token, { ...card, used: false });
    return { id: token, card: { brand: card.brand, last4: card.last4, expMonth, expYear } };
  });

  app.post('/v1/charges', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !key)
      return reply.code(400).send({ error: { code: 'idempotency_key_required', message: 'Idempotency-Key header required' } });
    const existing = byKey.get(key);
    if (existing) return charges.get(existing);
    const b = (request.body ?? {}) as { token?: unknown; customer?: unknown; amount?: unknown; currency?: unknown; description?: unknown; save?: unknown };
    const amount = Number(b.amount);
    if (!Number.isFinite(amount) || amount <= 0 || typeof b.currency !== 'string') {
      return reply.code(400).send({ error: { code: 'invalid_amount', message: 'amount and currency required' } });
    }
    let card: Card | undefined;
    if (typeof b.token === 'string') {
      const t = tokens.get(b.token);
      if (!t) return reply.code(400).send({ error: { code: 'invalid_token', message: 'Unknown card token' } });
      if (t.used) return reply.code(400).send({ error: { code: 'token_used', message: 'This card token was already used' } });
      t.used = true;
      card = t;
    } else if (typeof b.customer === 'string') {
      card = customers.get(b.customer);
      if (!card) return reply.code(400).send({ error: { code: 'invalid_customer', message: 'Unknown stored card' } });
    } else {
      return reply.code(400).send({ error: { code: 'missing_source', message: 'token or customer required' } });
    }
    let customer: string | null = typeof b.customer === 'string' ? b.customer : null;
    if (!customer && b.save === true) {
      customer = id('cus');
      customers.set(customer, card);
    }
    const { status, failureCode } = outcome(card);
    const chargeId = id('ch');
    const challengeId = status === 'requires_action' ? id('chl') : null;
    const charge: Charge = {
      id: chargeId,
      status,
      amount,
      currency: b.currency.toUpperCase(),
      description: typeof b.description === 'string' ? b.description.slice(0, 200) : '',
      failureCode,
      card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
      customer,
      challenge: challengeId ? { id: challengeId, url: `${selfOrigin()}/challenge/${challengeId}` } : null,
      refunded: false,
      idempotencyKey: key,
      created: new Date().toISOString(),
    };
    charges.set(chargeId, charge);
    byKey.set(key, chargeId);
    if (challengeId) challengeOf.set(challengeId, chargeId);
    return charge;
  });

  app.get('/v1/charges', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const key = (request.query as { idempotency_key?: string }).idempotency_key;
    if (key !== undefined) {
      const charge = charges.get(byKey.get(key) ?? '');
      return { data: charge ? [charge] : [] };
    }
    return { data: [...charges.values()] };
  });

  app.post('/v1/charges/:id/refund', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const charge = charges.get((request.params as { id: string }).id);
    if (!charge) return reply.code(404).send({ error: { code: 'not_found', message: 'No such charge' } });
    if (charge.status !== 'succeeded') return reply.code(400).send({ error: { code: 'not_refundable', message: 'Only a succeeded charge can be refunded' } });
    // Refunding twice is not an error: the money went back once.
    charge.refunded = true;
    return charge;
  });

  app.post('/v1/charges/:id/cancel', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const charge = charges.get((request.params as { id: string }).id);
    if (!charge) return reply.code(404).send({ error: { code: 'not_found', message: 'No such charge' } });
    // Only an unanswered challenge is cancelled; an approved or failed charge is answered as it is.
    if (charge.status === 'requires_action') {
      charge.status = 'failed';
      charge.failureCode = 'challenge_abandoned';
    }
    return charge;
  });

  app.get('/v1/charges/:id', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const charge = charges.get((request.params as { id: string }).id);
    if (!charge) return reply.code(404).send({ error: { code: 'not_found', message: 'No such charge' } });
    return charge;
  });

  // ---- customers (stored cards) ----
  const customerKeys = new Map<string, unknown>(); // Idempotency-Key -> the answer it got
  const cardSummary = (card: Card) => ({ brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear });

  /** Takes a token for a stored card: single use, and verified (declined or expired cards are refused). */
  function takeToken(value: unknown): { card: Card } | { status: number; code: string; message: string } {
    const t = typeof value === 'string' ? tokens.get(value) : undefined;
    if (!t) return { status: 400, code: 'invalid_token', message: 'Unknown card token' };
    if (t.used) return { status: 400, code: 'token_used', message: 'This card token was already used' };
    t.used = true;
    if (t.number === TEST_CARDS.declined) return { status: 402, code: 'card_declined', message: 'The card was declined' };
    if (t.number === TEST_CARDS.expired) return { status: 402, code: 'expired_card', message: 'The card has expired' };
    return { card: t };
  }

  /** Same Idempotency-Key, same answer (a retried request never consumes a second token or customer). */
  async function once(request: FastifyRequest, reply: FastifyReply, run: () => { status: number; body: unknown }) {
    const key = request.headers['idempotency-key'];
    const scoped = typeof key === 'string' && key ? `${request.method} ${request.url} ${key}` : null;
    const seen = scoped ? (customerKeys.get(scoped) as { status: number; body: unknown } | undefined) : undefined;
    const answer = seen ?? run();
    if (scoped && !seen) customerKeys.set(scoped, answer);
    return reply.code(answer.status).send(answer.body);
  }

  const refused = (r: { status: number; code: string; message: string }) => ({ status: r.status, body: { error: { code: r.code, message: r.message } } });

  app.post('/v1/customers', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    return once(request, reply, () => {
      const taken = takeToken((request.body as { token?: unknown } | undefined)?.token);
      if (!('card' in taken)) return refused(taken);
      const customer = id('cus');
      customers.set(customer, taken.card);
      return { status: 200, body: { id: customer, card: cardSummary(taken.card) } };
    });
  });

  app.post('/v1/customers/:id', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const customer = (request.params as { id: string }).id;
    return once(request, reply, () => {
      if (!customers.has(customer)) return refused({ status: 404, code: 'invalid_customer', message: 'Unknown stored card' });
      const taken = takeToken((request.body as { token?: unknown } | undefined)?.token);
      if (!('card' in taken)) return refused(taken);
      customers.set(customer, taken.card);
      return { status: 200, body: { id: customer, card: cardSummary(taken.card) } };
    });
  });

  app.delete('/v1/customers/:id', async (request, reply) => {
    if (!secret(request, reply)) return reply;
    const customer = (request.params as { id: string }).id;
    // Deleting twice is not an error: the card is gone either way.
    return { id: customer, deleted: customers.delete(customer) };
  });

  app.get('/challenge/:id', async (request, reply) => {
    const parent = parentOrigin(request, reply);
    if (!parent) return reply;
    const challengeId = (request.params as { id: string }).id;
    const charge = charges.get(challengeOf.get(challengeId) ?? '');
    if (!charge) return reply.code(404).type('text/plain; charset=utf-8').send('No such challenge');
    const t = pageTexts(request.query as Record<string, string | undefined>, {
      heading: 'Confirm this payment with your bank',
      body: 'Your bank asks you to approve a payment of {amount} with card ending {last4}.',
      approve: 'Approve',
      reject: 'Reject',
    });
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: charge.currency }).format(charge.amount);
    const text = t.body!.replace('{amount}', amount).replace('{last4}', charge.card.last4);
    const body = `<main><h1 id="h">${esc(t.heading!)}</h1><p>${esc(text)}</p>
<div class="row"><button type="button" class="ok" id="a">${esc(t.approve!)}</button><button type="button" class="no" id="r">${esc(t.reject!)}</button></div></main>`;
    const script = `var done=false;function answer(ok){if(done)return;done=true;
fetch('/v1/challenges/${encodeURIComponent(challengeId)}',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({approve:ok})})
.then(function(r){return r.json();}).then(function(b){send({type:'challenge-complete',status:b.status});})
.catch(function(){done=false;});}
document.getElementById('a').addEventListener('click',function(){answer(true);});
document.getElementById('r').addEventListener('click',function(){answer(false);});
document.getElementById('a').focus();`;
    return sendFrame(reply, parent, (nonce) => framePage(nonce, parent, body, script, request.query as Record<string, string | undefined>));
  });

  app.post('/v1/challenges/:id', async (request, reply) => {
    const challengeId = (request.params as { id: string }).id;
    const charge = charges.get(challengeOf.get(challengeId) ?? '');
    if (!charge) return reply.code(404).send({ error: { code: 'not_found', message: 'No such challenge' } });
    // One answer per challenge: a second one sees the first one's result.
    if (charge.status === 'requires_action') {
      const approve = (request.body as { approve?: unknown } | undefined)?.approve === true;
      charge.status = approve ? 'succeeded' : 'failed';
      charge.failureCode = approve ? null : 'authentication_failed';
    }
    return { status: charge.status };
  });

  app.get('/', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('Sandbox card provider. GET /checkout.js, GET /health'));
  return app;
}
