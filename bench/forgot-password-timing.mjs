// Forgot-password timing (security issue 26 item 8): does the answer take longer when the e-mail
// has an account? An API process of its own (`node api/src/main.ts`, PGlite), N requests each for
// known and unknown addresses, interleaved (the order alternates, so a slow moment of the machine
// falls on both alike), each request's after-answer work let settle before the next one (the
// development outbox waits for it). Prints the medians and p90s and their ratio; the aim is a ratio
// within 0.67-1.5. The test suite proves the mechanism by counted work instead
// (api/src/routes/forgot-password-timing.test.ts): wall-clock medians of 1-2 ms answers are noise
// on a busy machine, so they are measured here, on an idle one.
//   node bench/forgot-password-timing.mjs [--n 200] [--port 18171]
import { loadavg } from 'node:os';
import { percentile } from './lib/stats.mjs';
import { startApi, stopApi } from './lib/start-api.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const n = Number(arg('n', 200));
const port = Number(arg('port', 18171));

const post = (base, path, body) => fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const { base, child } = await startApi({ port, env: { RATE_LIMIT_IP_MAX: '100000000' } });
try {
  const known = [];
  for (let i = 0; i < 3; i++) {
    const email = `bench.forgot.${Date.now()}.${i}@example.com`;
    const res = await post(base, '/api/user/register', {
      email,
      password: 'correct horse battery staple',
      displayName: 'Timing Reader',
      strategy: 'refresh',
      device_id: `bench-forgot-${i}`,
      device_name: 'Bench',
    });
    if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
    known.push(email);
  }
  const forgot = async (email) => {
    const started = performance.now();
    const res = await post(base, '/api/user/password/forgot', { email });
    await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`forgot: ${res.status}`);
    await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).text();
    return ms;
  };
  const times = { known: [], unknown: [] };
  await forgot(known[0]);
  await forgot(`warm.nobody.${Date.now()}@example.com`);
  for (let i = 0; i < n; i++) {
    const k = () => forgot(known[i % known.length]);
    const u = () => forgot(`nobody.${i}.${Date.now()}@example.com`);
    if (i % 2) {
      times.known.push(await k());
      times.unknown.push(await u());
    } else {
      times.unknown.push(await u());
      times.known.push(await k());
    }
  }
  const row = (xs) => ({ p50: percentile(xs, 50), p90: percentile(xs, 90) });
  const k = row(times.known);
  const u = row(times.unknown);
  const ratio = k.p50 / u.p50;
  console.log(`forgot-password, ${n} known and ${n} unknown e-mails, load average ${loadavg()[0].toFixed(2)}:`);
  console.log(`| address | p50 ms | p90 ms |\n| --- | --- | --- |`);
  console.log(`| known | ${k.p50.toFixed(2)} | ${k.p90.toFixed(2)} |\n| unknown | ${u.p50.toFixed(2)} | ${u.p90.toFixed(2)} |`);
  console.log(`known/unknown median ratio ${ratio.toFixed(2)} (aim 0.67-1.5: ${ratio >= 0.67 && ratio <= 1.5 ? 'met' : 'NOT met'})`);
} finally {
  await stopApi(child);
}
