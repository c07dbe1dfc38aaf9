// Contract tests: the real API's responses through the real mappers (api/README.md fields from api/README.md
// calls), so the two sides cannot drift apart again. The API runs in a child process
// (api/scripts/contract-server.ts: isolated, in-memory database) because a remote may not import
// the backend; arena has ads enabled there, kadur not.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { mapCategory, mapEvent, mapSubCategory, type PublicTenantConfig, type Raw } from '@portal/shared';
import { mapClip } from './clip.ts';
import { mapEventStats } from './stats.ts';
import { mapTag, tagCreationPayload } from './tag.ts';

const REPO = resolve(__dirname, '../../../../..');
// The repository's Node 24 (runs the API's TypeScript directly), else the one running jest.
const NODE = existsSync(join(REPO, 'node_modules/.bin/node')) ? join(REPO, 'node_modules/.bin/node') : process.execPath;

let server: ChildProcessWithoutNullStreams;
let base = '';

beforeAll(async () => {
  server = spawn(NODE, ['api/scripts/contract-server.ts', '--enable-ads=arena'], { cwd: REPO, env: { ...process.env, TEST_LOG_LEVEL: 'silent' } });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const line = await new Promise<string>((done, fail) => {
    createInterface({ input: server.stdout }).once('line', done);
    server.once('exit', (code) => fail(new Error(`contract server exited (${code}): ${stderr}`)));
  });
  base = (JSON.parse(line) as { portal: string }).portal;
}, 120_000);

afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.stdin.end();
  await exited;
});

async function call<T = Raw>(path: string, init: { body?: unknown; token?: string; tenant?: string } = {}): Promise<T> {
  const url = new URL(path, base);
  if (init.tenant) url.searchParams.set('tenant', init.tenant);
  const res = await fetch(url, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.token ? { 'x-authorization': `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { content: T; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.content;
}

const entries = async (path: string, body: unknown, opts: { token?: string; tenant?: string } = {}) =>
  (await call<{ entries: Raw[] }>(path, { body, ...opts })).entries;

const config = (tenant: string) => call<PublicTenantConfig>('/api/customer/config', { tenant });

async function signUp(): Promise<string> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const content = await call<{ tokenData: { access_token: string } }>('/api/user/register', {
    body: {
      email: `contract.${id}@example.test`,
      password: 'correct horse battery',
      displayName: 'Contract',
      strategy: 'refresh',
      device_id: `contract-${id}`,
      device_name: 'jest',
    },
  });
  return content.tokenData.access_token;
}

describe('event/media (mapEvent)', () => {
  test('flags, teams and short names arrive under the fields the mapper reads', async () => {
    const cfg = await config('arena');
    const list = await entries('/api/event/list', { size: 100 });
    for (const raw of list) {
      const event = mapEvent(raw, cfg);
      // the mapper's defaults would hide a missing field: the API must send each one
      for (const key of [
        'isEventStartingSoon',
        'isEventAvailableInUserRegion',
        'availableForUser',
        'isEnabledVidswapStats',
        'team1ShortName',
        'team2ShortName',
      ]) {
        expect({ id: raw.id, key, present: key in raw }).toEqual({ id: raw.id, key, present: true });
      }
      expect(event.isEventStartingSoon).toBe(raw.isEventStartingSoon);
      expect(event.isEventAvailableInUserRegion).toBe(raw.isEventAvailableInUserRegion);
      const team1 = raw.team1 as { name: string; shortName: string } | null;
      if (team1) expect(event.team1).toMatchObject({ name: team1.name, shortName: team1.shortName });
      if (team1) expect(event.team1ShortName).toBe(team1.shortName);
    }
    expect(list.some((raw) => mapEvent(raw, cfg).team1.shortName)).toBe(true);
  });

  test('starting soon: upcoming events within 30 minutes, as the API computes it', async () => {
    const upcoming = await entries('/api/event/list', { status: 'upcoming', size: 100 });
    const now = Date.now();
    for (const raw of upcoming) {
      const soon = Date.parse(String(raw.date)) - now < 30 * 60_000;
      // a minute of slack for the time between the API's clock and ours
      if (Math.abs(Date.parse(String(raw.date)) - now - 30 * 60_000) > 60_000) expect(mapEvent(raw).isEventStartingSoon).toBe(soon);
    }
  });

  test('ads: a pre-roll from the VAST link when the tenant enables ads, none otherwise', async () => {
    const [arena] = await entries('/api/event/list', { status: 'archived', size: 1 });
    const event = mapEvent(arena!, await config('arena'));
    expect(event.ads).toHaveLength(1);
    expect(event.ads[0]!.timeOffset).toBe(0);
    const vast = await fetch(event.ads[0]!.source);
    expect(vast.status).toBe(200);
    expect(await vast.text()).toContain('<VAST');
    const [kadur] = await entries('/api/event/list', { status: 'archived', size: 1 }, { tenant: 'kadur' });
    expect(mapEvent(kadur!, await config('kadur')).ads).toEqual([]);
  });

  test('stream sources: the hd and pano URLs answer HLS playlists', async () => {
    const list = await entries('/api/event/list', { size: 30 });
    // one this anonymous caller may watch: a protected stream's plain URL answers 403 (ADR 0029)
    const withPano = list.map((raw) => mapEvent(raw)).find((e) => e.source.pano && e.isEventAvailableForUser && e.isEventAvailableInUserRegion);
    expect(withPano).toBeDefined();
    for (const url of [withPano!.source.hd!, withPano!.source.pano!]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^#EXTM3U/);
    }
  });

  test('get_by_id with idType=referenceId finds the same event', async () => {
    const [raw] = await entries('/api/event/list', { status: 'archived', size: 1 });
    const event = mapEvent(raw!);
    const again = mapEvent(await call(`/api/event/get_by_id/id/${encodeURIComponent(event.referenceId!)}?idType=referenceId&media_type=event`));
    expect(again.id).toBe(event.id);
  });
});

describe('tag (mapTag, tagCreationPayload)', () => {
  test('seconds in the player, milliseconds on the wire, seconds again after mapping', async () => {
    const token = await signUp();
    const [event] = await entries('/api/event/list', { status: 'archived', size: 1 });
    const payload = tagCreationPayload({
      targetId: String(event!.id),
      title: 'Header',
      startTime: 61.5,
      endTime: 75,
      type: 'user',
      global: false,
      isLive: false,
    });
    const saved = mapTag(await call('/api/tag/saveV2', { body: payload, token }));
    expect(saved).toMatchObject({ title: 'Header', startTime: 61.5, endTime: 75, type: 'user', global: false, targetId: String(event!.id) });
    const listed = (await entries('/api/tag/list', { targetId: event!.id, page: 0, size: 999 }, { token })).map(mapTag);
    expect(listed.find((t) => t.id === saved.id)).toMatchObject({ startTime: 61.5, endTime: 75 });
  });
});

describe('clip (mapClip)', () => {
  test("a user's clip maps as user_clip, the provider's highlights as highlight", async () => {
    const token = await signUp();
    const [event] = await entries('/api/event/list', { status: 'archived', size: 1 });
    const created = mapClip(await call('/api/clip/create', { body: { targetId: event!.id, title: 'Mine', startTime: 1000, endTime: 9000 }, token }));
    expect(created).toMatchObject({ title: 'Mine', eventType: 'user_clip', eventId: String(event!.id) });
    const own = (await entries('/api/clip/user_list', {}, { token })).map(mapClip);
    expect(own.map((c) => c.eventType)).toEqual(['user_clip']);
    const highlights = (await entries('/api/clip/list', { type: 'all', size: 50 })).map(mapClip);
    expect(highlights.length).toBeGreaterThan(0);
    expect(highlights.every((c) => c.eventType === 'highlight')).toBe(true);
  });
});

describe('stats (mapEventStats)', () => {
  test('home and away scores and the metric groups of game-overview', async () => {
    const [raw] = await entries('/api/event/list', { status: 'archived', size: 1 });
    const content = await call<{ vidswap: Raw }>(`/api/event/stats?id=${raw!.id}&score=true&overview=true`);
    const stats = mapEventStats(content.vidswap);
    expect(stats.home).toEqual({ name: raw!.team1Name, score: raw!.team1Score });
    expect(stats.away).toEqual({ name: raw!.team2Name, score: raw!.team2Score });
    expect(stats.groups.length).toBeGreaterThan(0);
    expect(stats.groups[0]!.metrics.length).toBeGreaterThan(0);
    for (const m of stats.groups.flatMap((g) => g.metrics)) {
      expect(m.home.value).not.toBeNull();
      expect(m.away.value).not.toBeNull();
    }
  });
});

describe('identity (mapCategory, mapSubCategory)', () => {
  test('categories and their sub-categories keep ids, parents and absolute artwork', async () => {
    const categories = (await entries('/api/identity/list', { filters: { media_type: 'identity' }, size: 50 })).map(mapCategory);
    expect(categories.length).toBeGreaterThan(0);
    const parent = categories.find((c) => c.identityIds.length > 0)!;
    expect(parent).toBeDefined();
    const subs = (await entries('/api/identity/list', { filters: { media_type: 'identity_item', identityId: Number(parent.id) }, size: 100 })).map(
      mapSubCategory,
    );
    expect(subs.length).toBeGreaterThan(0);
    for (const sub of subs) expect(sub.mainCategories).toContain(parent.id);
    for (const identity of [...categories, ...subs]) {
      expect(identity.logo).toMatch(/^https?:\/\//);
      for (const banner of [identity.banner, ...identity.banners, ...identity.mobileBanners]) {
        if (banner?.imageUrl) expect(banner.imageUrl).toMatch(/^https?:\/\//);
      }
    }
  });
});
