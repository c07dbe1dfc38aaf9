// Forgot-password answers in the same time whether or not the e-mail has an account (security
// issue 26 item 8): 30 requests each for known and unknown addresses, interleaved, over loopback;
// the medians must be within 0.67-1.5 of each other. Each request's background work (the reset
// token and the mail) is let settle before the next one starts, so one request's work never
// lands in the next one's time.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { call, register, startTestPortal, uniqueEmail, type TestPortal } from '../testing/harness.ts';

const N = 30;

/** The timing client (worker thread): known and unknown alternately, each request's after-work let settle first. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, known, n, unknownPrefix } = workerData;
const forgot = async (email) => {
  const started = performance.now();
  const res = await fetch(base + '/api/user/password/forgot', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  const text = await res.text();
  const ms = performance.now() - started;
  // the development outbox waits for the request's after-answer work
  await (await fetch(base + '/api/dev/outbox?to=' + encodeURIComponent(email))).text();
  return { ms, text, status: res.status };
};
(async () => {
  const out = { known: [], unknown: [], texts: [], statuses: [] };
  await forgot(known[0]);
  await forgot('warm.' + unknownPrefix);
  for (let i = 0; i < n; i++) {
    // alternate which goes first, so a slow moment of the machine falls on both alike
    const k = i % 2 ? await forgot(known[i % known.length]) : undefined;
    const u = await forgot(i + '.' + unknownPrefix);
    const k2 = k ?? (await forgot(known[i % known.length]));
    out.known.push(k2.ms);
    out.unknown.push(u.ms);
    out.texts.push(k2.text, u.text);
    out.statuses.push(k2.status, u.status);
  }
  parentPort.postMessage(out);
})();
`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

describe('forgot-password timing', () => {
  let p: TestPortal;
  let base: string;
  before(async () => {
    // the per-address limit (10) would stop the 30 requests for one known address
    p = await startTestPortal({ rateLimitMax: 1000 });
    base = p.urls.portal;
  });
  after(async () => {
    await p?.close();
  });

  test(`medians of ${N} known and ${N} unknown e-mails are within 0.67-1.5`, async () => {
    const known = await Promise.all([register(base), register(base), register(base)]);
    // The client runs on a thread of its own: in this process it would wait for the server's
    // after-answer work (PGlite runs on the server's thread), which no real caller does.
    const worker = new Worker(CLIENT, { eval: true, workerData: { base, known: known.map((u) => u.email), n: N, unknownPrefix: uniqueEmail('nobody') } });
    const result = await new Promise<{ known: number[]; unknown: number[]; texts: string[]; statuses: number[] }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    assert.deepEqual([...new Set(result.statuses)], [200]);
    assert.equal(new Set(result.texts).size, 1, 'the same body for both');
    assert.deepEqual(Object.keys(JSON.parse(result.texts[0]!).content).sort(), ['message', 'success']);
    assert.equal(result.known.length, N);
    assert.equal(result.unknown.length, N);
    const ratio = median(result.known) / median(result.unknown);
    console.log(`forgot-password medians: known ${median(result.known).toFixed(2)} ms, unknown ${median(result.unknown).toFixed(2)} ms, ratio ${ratio.toFixed(2)} (N=${N} each)`);
    assert.ok(ratio >= 0.67 && ratio <= 1.5, `known/unknown median ratio ${ratio.toFixed(2)}`);
    // the mail still went out to every known address, none to the unknown ones
    for (const u of known) {
      const outbox = await call(base, `/api/dev/outbox?to=${encodeURIComponent(u.email)}`);
      assert.ok(outbox.body.content.length >= Math.floor(N / known.length), `${u.email}: ${outbox.body.content.length} messages`);
    }
    const strays = await call(base, `/api/dev/outbox`);
    assert.ok(!strays.body.content.some((m: { to: string }) => m.to.includes('nobody.')), 'no mail to unknown addresses');
  });
});
