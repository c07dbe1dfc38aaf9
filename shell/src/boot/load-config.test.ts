import type { PublicTenantConfig } from '@portal/shared';
import { INLINE_CONFIG_ID, loadCustomerConfig, readInlineConfig } from './load-config.ts';

const config = { id: 'arena', name: 'Arena', remotes: [{ id: 'mf-events', prefixes: ['/'] }] } as unknown as PublicTenantConfig;

function inline(text: string) {
  const script = document.createElement('script');
  script.id = INLINE_CONFIG_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

const answer = (body: unknown, status = 200) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => document.getElementById(INLINE_CONFIG_ID)?.remove());

test('reads the configuration the server inlined, without a request', async () => {
  inline(JSON.stringify(config));
  const fetchImpl = answer({ content: { ...config, id: 'fetched' } });
  await expect(loadCustomerConfig(fetchImpl)).resolves.toEqual(config);
  expect(fetchImpl).not.toHaveBeenCalled();
});

test('uses the inline configuration once: a retry after a failed start fetches it fresh', async () => {
  inline(JSON.stringify(config));
  expect(readInlineConfig()).toEqual(config);
  expect(document.getElementById(INLINE_CONFIG_ID)).toBeNull();
  const fetchImpl = answer({ content: { ...config, id: 'fetched' } });
  await expect(loadCustomerConfig(fetchImpl)).resolves.toMatchObject({ id: 'fetched' });
  expect(fetchImpl).toHaveBeenCalledWith('/api/customer/config', expect.objectContaining({ cache: 'no-store' }));
});

test('falls back to the fetch when the page has no configuration or a broken one', async () => {
  const fetchImpl = answer({ content: config });
  await expect(loadCustomerConfig(fetchImpl)).resolves.toEqual(config);
  inline('{"remotes": not json');
  await expect(loadCustomerConfig(fetchImpl)).resolves.toEqual(config);
  inline(JSON.stringify({ id: 'no-remotes' }));
  await expect(loadCustomerConfig(fetchImpl)).resolves.toEqual(config);
  expect(fetchImpl).toHaveBeenCalledTimes(3);
});

test('the fallback fetch still fails loudly (the boot error screen)', async () => {
  await expect(loadCustomerConfig(answer({}, 502))).rejects.toThrow('502');
  await expect(loadCustomerConfig(answer({ content: { id: 'x' } }))).rejects.toThrow('malformed');
});
