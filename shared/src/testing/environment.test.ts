// The jsdom environment must expose Node's web APIs that jsdom lacks.
test('jsdom window exposes fetch, streams and friends', async () => {
  expect(typeof window).toBe('object');
  for (const name of [
    'fetch',
    'Request',
    'Response',
    'Headers',
    'AbortController',
    'TextEncoder',
    'TextDecoder',
    'ReadableStream',
    'structuredClone',
    'BroadcastChannel',
  ]) {
    expect(typeof (globalThis as Record<string, unknown>)[name]).toBe('function');
  }
  const res = new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
  expect(await res.json()).toEqual({ ok: true });
  expect(new TextDecoder().decode(new TextEncoder().encode('é'))).toBe('é');
  expect(structuredClone({ a: [1] })).toEqual({ a: [1] });
});

test('jest-dom matchers are installed', () => {
  document.body.innerHTML = '<p>hi</p>';
  expect(document.querySelector('p')).toBeInTheDocument();
});
