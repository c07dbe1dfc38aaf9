import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { io as ioClient } from 'socket.io-client';
import { call, register, startTestPortal, type TestPortal } from '../testing/harness.ts';

describe('content API', () => {
  let p: TestPortal;
  let base: string;
  const list = (body: unknown, headers?: Record<string, string>) => call(base, '/api/event/list', { body, headers });
  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
  });
  after(async () => {
    await p?.close();
  });

  test('seed: 60+ events per tenant across live, upcoming, archived and channel, dates relative to now', async () => {
    for (const tenant of ['arena', 'kadur']) {
      const all = await list({ size: 200 }, { host: tenant === 'kadur' ? `kadur.localhost:${new URL(base).port}` : `localhost:${new URL(base).port}` });
      assert.ok(all.body.content.totalCount >= 60, `${tenant}: ${all.body.content.totalCount}`);
      const entries = all.body.content.entries as { status: string; date: string; sportType: string; title: string }[];
      const now = Date.now();
      for (const e of entries) {
        const t = Date.parse(e.date);
        if (e.status === 'live') assert.ok(t <= now && t > now - 2 * 3600_000, `live ${e.date}`);
        if (e.status === 'upcoming') assert.ok(t > now && t < now + 14 * 24 * 3600_000 + 60_000, `upcoming ${e.date}`);
        if (e.status === 'archived') assert.ok(t < now && t > now - 61 * 24 * 3600_000, `archived ${e.date}`);
      }
      for (const s of ['live', 'upcoming', 'archived', 'channel'])
        assert.ok(
          entries.some((e) => e.status === s),
          `${tenant} has ${s}`,
        );
      assert.ok(new Set(entries.map((e) => e.sportType)).size >= 3);
      if (tenant === 'kadur')
        assert.ok(
          entries.every((e) => /[\u0590-\u05FF]/.test(e.title)),
          'Hebrew titles',
        );
    }
  });

  test('event list: status filters, paging and the page envelope', async () => {
    const live = await list({ status: 'LIVE' });
    assert.equal(live.status, 200);
    assert.ok(live.body.content.entries.length > 0);
    assert.ok(live.body.content.entries.every((e: { eventStatus: string }) => e.eventStatus === 'LIVE'));
    const upcoming = (await list({ status: ['UPCOMING'], size: 50 })).body.content.entries as { date: string }[];
    const dates = upcoming.map((e) => Date.parse(e.date));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => a - b),
      'upcoming: soonest first',
    );
    const p0 = (await list({ status: 'archived', page: 0, size: 5 })).body.content;
    const p1 = (await list({ status: 'archived', page: 1, size: 5 })).body.content;
    assert.equal(p0.entryCount, 5);
    assert.equal(p0.itemsPerPage, 5);
    assert.equal(p1.startIndex, 5);
    assert.equal(p0.nextExists, true);
    assert.equal(p0.totalCount, p1.totalCount);
    assert.equal(new Set([...p0.entries, ...p1.entries].map((e: { id: number }) => e.id)).size, 10);
    const last = (await list({ status: 'archived', page: Math.floor((p0.totalCount - 1) / 5), size: 5 })).body.content;
    assert.equal(last.nextExists, false);
    const channels = (await list({ eventType: 'channel' })).body.content.entries;
    assert.ok(channels.length >= 3 && channels.every((e: { status: string; source: { epg: string } }) => e.status === 'channel' && e.source.epg));
    const dflt = (await list({})).body.content;
    assert.equal(dflt.itemsPerPage, 10, 'default size 10');
    assert.equal(dflt.startIndex, 0);
  });

  test('event list: identities, teams, sport, date range, ids, search (filters object or top level)', async () => {
    const leagues = (await call(base, '/api/identity/list', { body: { filters: { media_type: 'identity' } } })).body.content.entries;
    const league = leagues[0];
    const inLeague = (await list({ filters: { 'identities.id': [league.id] }, size: 100 })).body.content;
    assert.ok(inLeague.totalCount > 5);
    assert.ok(inLeague.entries.every((e: { categories: { id: number }[] }) => e.categories.some((c) => c.id === league.id)));
    const teamId = inLeague.entries.find((e: { team1Id: number | null }) => e.team1Id).team1Id;
    const byTeam = (await list({ 'search.teams.id': String(teamId), size: 100 })).body.content.entries;
    assert.ok(byTeam.length > 0 && byTeam.every((e: { team1Id: number; team2Id: number }) => e.team1Id === teamId || e.team2Id === teamId));
    const basket = (await list({ sportType: 'basketball', size: 100 })).body.content.entries;
    assert.ok(basket.length > 0 && basket.every((e: { sportType: string }) => e.sportType === 'basketball'));
    const now = Date.now();
    const week = (await list({ event_date: `${now}~${now + 7 * 86400_000}`, size: 100 })).body.content.entries;
    assert.ok(week.every((e: { date: string }) => Date.parse(e.date) >= now - 1000 && Date.parse(e.date) <= now + 7 * 86400_000));
    const ids = inLeague.entries.slice(0, 2).map((e: { id: number }) => e.id);
    const byId = (await list({ event_id: ids })).body.content.entries.map((e: { id: number }) => e.id).sort();
    assert.deepEqual(byId, [...ids].sort());
    const search = (await list({ search: 'harbor', size: 100 })).body.content.entries;
    assert.ok(search.length > 0);
    const cat = (await list({ 'identities.type': 'category', size: 100 })).body.content.entries;
    assert.ok(cat.length > 0);
    const sorted = (await list({ sort: 'title', order: 'asc', size: 20 })).body.content.entries.map((e: { title: string }) => e.title);
    assert.deepEqual(
      sorted,
      [...sorted].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  test('event shape and get_by_id, 404 with context, tenant isolation', async () => {
    const [e] = (await list({ status: 'archived', size: 1 })).body.content.entries;
    const one = await call(base, `/api/event/get_by_id/id/${e.id}`);
    assert.equal(one.status, 200);
    const ev = one.body.content;
    for (const k of [
      'title',
      'date',
      'gameStartDate',
      'eventId',
      'referenceId',
      'sportType',
      'eventType',
      'eventStatus',
      'commerceCoverage',
      'availableForUser',
      'team1Name',
      'team2Name',
      'team1LogoUrl',
      'team1Color',
      'team1Id',
      'team1Score',
      'source',
      'categories',
      'imageUrl',
      'description',
    ]) {
      assert.ok(k in ev, k);
    }
    assert.match(ev.source.hd, /\/media\/.*\.m3u8$/);
    assert.ok(ev.source.poster);
    const missing = await call(base, '/api/event/get_by_id/id/999999');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.messageErrorCode, 'event_not_found');
    const otherTenant = await call(base, `/api/event/get_by_id/id/${e.id}?tenant=kadur`);
    assert.equal(otherTenant.status, 404);
    const badId = await call(base, '/api/event/get_by_id/id/abc');
    assert.equal(badId.status, 400);
  });

  test('get_by_id honours idType (id or referenceId) and media_type', async () => {
    const [e] = (await list({ status: 'archived', size: 1 })).body.content.entries;
    const byRef = await call(base, `/api/event/get_by_id/id/${encodeURIComponent(e.referenceId)}?idType=referenceId`);
    assert.equal(byRef.status, 200, byRef.text);
    assert.equal(byRef.body.content.id, e.id);
    assert.equal((await call(base, `/api/event/get_by_id/id/${e.id}?idType=id&media_type=event`)).body.content.id, e.id);
    const unknownRef = await call(base, '/api/event/get_by_id/id/no-such-ref?idType=referenceId');
    assert.equal(unknownRef.status, 404);
    assert.equal(unknownRef.body.messageErrorCode, 'event_not_found');
    const wrongPath = await call(base, `/api/event/get_by_id/id/${e.id}?media_type=highlight`);
    assert.equal(wrongPath.status, 400, 'highlights are on the clip path');
    assert.equal(wrongPath.body.messageErrorCode, 'invalid_query');
    const badType = await call(base, `/api/event/get_by_id/id/${e.id}?idType=slug`);
    assert.equal(badType.status, 400);
    const [hl] = (await call(base, '/api/clip/list', { body: { type: 'all' } })).body.content.entries;
    assert.equal((await call(base, `/api/clip/get_by_id/id/${hl.id}?media_type=${hl.mediaType}`)).status, 200);
    const other = hl.mediaType === 'highlight' ? 'clip' : 'highlight';
    const narrowed = await call(base, `/api/clip/get_by_id/id/${hl.id}?media_type=${other}`);
    assert.equal(narrowed.status, 404, 'media_type narrows the lookup');
    assert.equal(narrowed.body.messageErrorCode, 'clip_not_found');
    const clipByRef = await call(base, `/api/clip/get_by_id/id/${encodeURIComponent(hl.referenceId)}?idType=referenceId`);
    assert.equal(clipByRef.body.content.id, hl.id);
  });

  test('clips and highlights, grouped sport count, related, stats, commerce options', async () => {
    const [e] = (await list({ status: 'archived', size: 1 })).body.content.entries;
    const hl = await call(base, '/api/clip/list', { body: { filters: { eventId: e.id }, type: 'game' } });
    assert.equal(hl.status, 200);
    assert.ok(hl.body.content.entries.length >= 1);
    const clip = await call(base, `/api/clip/get_by_id/id/${hl.body.content.entries[0].id}`);
    assert.equal(clip.status, 200);
    assert.equal(clip.body.content.eventId, e.id);
    const grouped = await call(base, '/api/event/grouped_sport_count');
    assert.ok(grouped.body.content.length >= 2);
    assert.ok(grouped.body.content.every((g: { sportType: string; count: number }) => g.sportType && g.count > 0));
    const related = await call(base, `/api/vod/get_related_videos?id=${e.id}`);
    assert.equal(related.status, 200);
    assert.ok(related.body.content.entries.every((r: { id: number }) => r.id !== e.id));
    const stats = await call(base, `/api/event/stats?id=${e.id}&score=true&overview=true`);
    assert.ok(stats.body.content.vidswap['game-scores']);
    const overview = stats.body.content.vidswap['game-overview'];
    assert.ok(Array.isArray(overview) && overview[0].metrics.length > 0, 'game-overview is a list of metric groups');
    const opts = await call(base, `/api/event/get_commerce_options?eventId=${e.id}`);
    assert.equal(opts.status, 200);
    const epg = await call(base, `/api/channel/epg/${(await list({ status: 'channel', size: 1 })).body.content.entries[0].id}`);
    assert.ok(epg.body.content.programmes.length > 0);
  });

  test('identity list: leagues, sub-categories by parent, get_by_id; teams', async () => {
    const leagues = await call(base, '/api/identity/list', { body: { page: 0, size: 50, filters: { media_type: 'identity', archived: false } } });
    assert.equal(leagues.status, 200);
    assert.ok(leagues.body.content.totalCount >= 4);
    const l = leagues.body.content.entries[0];
    assert.ok(l.identityIds.length >= 2, 'sub-categories listed');
    const subs = await call(base, '/api/identity/list', {
      body: { pageSize: 100, sort: `media_parent_order.${l.id}`, filters: { media_type: 'identity_item', identityId: l.id } },
    });
    assert.ok(subs.body.content.entries.length >= 2);
    assert.ok(subs.body.content.entries.every((s: { mainCategories: number[] }) => s.mainCategories.includes(l.id)));
    const one = await call(base, `/api/identity/get_by_id/id/${l.id}`);
    assert.equal(one.body.content.title, l.title);
    assert.equal((await call(base, '/api/identity/get_by_id/id/1')).status, 404);
    const kadur = await call(base, '/api/identity/list?tenant=kadur', { body: { filters: { media_type: 'identity' } } });
    assert.match(kadur.body.content.entries[0].title, /[\u0590-\u05FF]/);
    const bad = await call(base, '/api/identity/list', { body: { sort: 'drop table' } });
    assert.equal(bad.status, 400);
    const teams = await call(base, '/api/team/list', { body: { filters: { identityId: l.id } } });
    assert.ok(teams.body.content.entries.length >= 4);
    assert.match(teams.body.content.entries[0].color, /^#/);
  });

  test('follow, watchlist, tags and user clips belong to their user', async () => {
    const a = await register(base);
    const b = await register(base);
    const team = (await call(base, '/api/team/list', { body: {} })).body.content.entries[0];
    assert.equal((await call(base, '/api/follow/list_by_user')).status, 401);
    const saved = await call(base, '/api/follow/save', { token: a.token, body: { reference_id: team.id, type: 'team' } });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.content.identitiesId, team.identityIds);
    const aList = await call(base, '/api/follow/list_by_user?size=150&version=2&types=team', { token: a.token });
    assert.equal(aList.body.content.entries.length, 1);
    assert.equal(aList.body.content.entries[0].reference_id, team.id);
    const bList = await call(base, '/api/follow/list_by_user', { token: b.token });
    assert.equal(bList.body.content.entries.length, 0);
    assert.equal((await call(base, '/api/follow/remove_by_reference', { token: b.token, body: { id: team.id } })).status, 404);
    assert.equal((await call(base, '/api/follow/save', { token: a.token, body: { reference_id: 999999, type: 'team' } })).status, 404);
    assert.equal((await call(base, '/api/follow/remove_by_reference', { token: a.token, body: { id: team.id } })).status, 200);

    const [ev] = (await list({ status: 'archived', size: 1 })).body.content.entries;
    assert.equal((await call(base, '/api/user/add_to_watchlist', { token: a.token, body: { video_id: ev.id } })).status, 200);
    const wl = await call(base, '/api/user/get_watchlist', { token: a.token });
    assert.equal(wl.body.content.entries[0].id, ev.id);
    assert.equal(wl.body.content.selected[ev.id], true);
    assert.equal((await call(base, '/api/user/get_watchlist', { token: b.token })).body.content.entries.length, 0);

    const tag = await call(base, '/api/tag/saveV2', {
      token: a.token,
      body: { targetId: ev.id, title: 'Great save', startTime: 61000, endTime: 75000, type: 'user', global: false, teamId: ev.team1Id },
    });
    assert.equal(tag.status, 200);
    // milliseconds out as they came in (api/README.md; this asserted seconds, the contract bug of issue 9)
    assert.equal(tag.body.content.startTime, 61000, 'milliseconds out');
    assert.equal(tag.body.content.tagTeam.teamId, ev.team1Id);
    const bTags = await call(base, '/api/tag/list', { token: b.token, body: { targetId: ev.id, page: 0, size: 999 } });
    assert.equal(bTags.body.content.entries.length, 0, 'private tags stay private');
    assert.equal((await call(base, '/api/tag/update', { token: b.token, body: { id: tag.body.content.id, title: 'mine now' } })).status, 404);
    assert.equal((await call(base, '/api/tag/remove_list', { token: b.token, body: { ids: [tag.body.content.id] } })).status, 404);
    const global = await call(base, '/api/tag/saveV2', { token: a.token, body: { targetId: ev.id, title: 'x', startTime: 0, endTime: 1000, global: true } });
    assert.equal(global.status, 403);
    assert.equal(global.body.messageErrorCode, 'global_tag_forbidden');
    assert.equal(
      (await call(base, '/api/tag/update', { token: a.token, body: { id: tag.body.content.id, title: 'Great save!' } })).body.content.title,
      'Great save!',
    );

    const clip = await call(base, '/api/clip/create', { token: a.token, body: { targetId: ev.id, title: 'My clip', startTime: 1000, endTime: 9000 } });
    assert.equal(clip.status, 200, clip.text);
    const clipId = clip.body.content.id;
    assert.equal((await call(base, `/api/clip/get_by_id/id/${clipId}`, { token: b.token })).status, 404);
    assert.equal((await call(base, `/api/clip/update/${clipId}`, { token: b.token, body: { title: 'stolen' } })).status, 404);
    assert.equal((await call(base, `/api/clip/delete/${clipId}`, { method: 'POST', token: b.token })).status, 404);
    assert.equal((await call(base, '/api/clip/user_list', { token: a.token, body: {} })).body.content.entries.length, 1);
    assert.equal((await call(base, '/api/clip/user_list', { token: b.token, body: {} })).body.content.entries.length, 0);
    assert.equal((await call(base, `/api/clip/delete/${clipId}`, { method: 'POST', token: a.token })).status, 200);
  });

  test('fan demo user has follows and a watchlist', async () => {
    const r = await call(base, '/api/user/login', {
      body: { username: 'fan@arena.test', password: 'Password123!', device_id: 'test-demo-device', device_name: 'x' },
    });
    const token = r.body.content.tokenData.access_token;
    assert.ok((await call(base, '/api/follow/list_by_user', { token })).body.content.entries.length >= 2);
    assert.ok((await call(base, '/api/user/get_watchlist', { token })).body.content.entries.length >= 1);
    await call(base, '/api/user/logout', { method: 'POST', token });
  });
  test('dev: starting an upcoming event pushes event-url-change and update-event to its room', async () => {
    const [ev] = (await list({ status: 'UPCOMING', size: 1 })).body.content.entries;
    const s = ioClient(base, { path: '/ws', transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      assert.deepEqual(await s.emitWithAck('join-event-room', { eventId: ev.id }), { ok: true });
      const urlChange = new Promise<{ eventId: number; eventUrl: string }>((resolve) => s.once('event-url-change', resolve));
      const update = new Promise<{ eventId: number; event: { eventStatus: string } }>((resolve) => s.once('update-event', resolve));
      const r = await call(base, `/api/dev/event/${ev.id}/start`, { method: 'POST' });
      assert.equal(r.status, 200);
      assert.equal(r.body.content.eventStatus, 'LIVE');
      assert.equal((await urlChange).eventUrl, r.body.content.source.hd);
      assert.equal((await update).event.eventStatus, 'LIVE');
    } finally {
      s.disconnect();
    }
  });
});
