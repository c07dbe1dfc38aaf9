// The search of /search (issue 9 item 7): what it matches, how it orders, and the date range.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, suitePortal } from '../testing/harness.ts';
import { foldText } from './events.ts';

interface Entry {
  id: number;
  title: string;
  status: string;
  date: string;
  sportType: string;
  team1Name: string | null;
  team2Name: string | null;
  categories: { title: string }[];
  referenceId: string;
}

describe('event search', () => {
  const suite = suitePortal();
  const search = async (body: Record<string, unknown>) => {
    const res = await call(suite.base, '/api/event/list', { body: { size: 200, ...body } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.content.entries as Entry[];
  };

  test('folding: case and accents away, nothing else changed', () => {
    assert.equal(foldText('SC Brückberg'), 'sc bruckberg');
    assert.equal(foldText('MÜNCHEN Łódź Ærø'), 'munchen lodz ærø'.replace('ø', 'o'));
    assert.equal(foldText('הפועל'), 'הפועל');
  });

  test('matches team names without accents or case ("bruckberg" finds "SC Brückberg")', async () => {
    const found = await search({ search: 'BRUCKBERG' });
    assert.ok(found.length > 0, 'found by a folded team name');
    for (const e of found)
      assert.ok(
        [e.team1Name, e.team2Name, e.title].some((v) => v?.includes('Brückberg')),
        `${e.title} is about Brückberg`,
      );
    // the accented spelling finds the same events
    assert.deepEqual(
      (await search({ search: 'brückberg' })).map((e) => e.id),
      found.map((e) => e.id),
    );
  });

  test('matches league/category names and the sport', async () => {
    const byLeague = await search({ search: 'coastal premier' });
    assert.ok(byLeague.length > 0);
    assert.ok(byLeague.every((e) => e.categories.some((c) => c.title === 'Coastal Premier League')));
    const bySport = await search({ search: 'VOLLEYBALL' });
    assert.ok(bySport.length > 0);
    assert.ok(bySport.every((e) => e.sportType === 'volleyball' || /volleyball/i.test(e.title + e.categories.map((c) => c.title).join(' '))));
    assert.equal((await search({ search: 'zzqx-no-such-thing' })).length, 0);
    // LIKE wildcards are literal text
    assert.equal((await search({ search: '%' })).length, 0);
  });

  test('orders live first, then upcoming soonest first, then the rest newest first', async () => {
    const found = await search({ search: 'coastal premier' });
    const rank = (s: string) => (s === 'live' ? 0 : s === 'upcoming' ? 1 : 2);
    const statuses = found.map((e) => rank(e.status));
    assert.deepEqual(
      statuses,
      [...statuses].sort((a, b) => a - b),
      'live, upcoming, rest',
    );
    assert.ok(statuses.includes(0) && statuses.includes(1) && statuses.includes(2), 'the seed has all three');
    const upcoming = found.filter((e) => e.status === 'upcoming').map((e) => Date.parse(e.date));
    assert.deepEqual(
      upcoming,
      [...upcoming].sort((a, b) => a - b),
    );
    const rest = found.filter((e) => rank(e.status) === 2).map((e) => Date.parse(e.date));
    assert.deepEqual(
      rest,
      [...rest].sort((a, b) => b - a),
    );
    // an explicit order is the client's choice and wins
    const asc = (await search({ search: 'coastal premier', order: 'asc' })).map((e) => Date.parse(e.date));
    assert.deepEqual(
      asc,
      [...asc].sort((a, b) => a - b),
    );
  });

  test('event_date keeps the range, with the search, and refuses a malformed one', async () => {
    const now = Date.now();
    const from = now - 7 * 86400_000;
    const week = await search({ search: 'coastal', event_date: `${from}~${now}` });
    assert.ok(week.length > 0);
    assert.ok(week.every((e) => Date.parse(e.date) >= from && Date.parse(e.date) <= now));
    const all = await search({ search: 'coastal' });
    assert.ok(all.length > week.length, 'the range leaves some out');
    const bad = await call(suite.base, '/api/event/list', { body: { event_date: 'last week' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.messageErrorCode, 'invalid_body');
  });

  test('a reference id resolves to its event (the /redirect/events lookup), an unknown one is a 404', async () => {
    const [e] = await search({ status: 'archived', size: 1 });
    const found = await call(suite.base, `/api/event/get_by_id/id/${encodeURIComponent(e!.referenceId)}?idType=referenceId`);
    assert.equal(found.status, 200);
    assert.equal(found.body.content.id, e!.id);
    const missing = await call(suite.base, '/api/event/get_by_id/id/nope-123?idType=referenceId');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.messageErrorCode, 'event_not_found');
  });
});

describe('highlight list (/highlight)', () => {
  const suite = suitePortal();

  test('kind narrows the clip list to api/README.md kind highlight; an unknown kind is a 400', async () => {
    const all = await call(suite.base, '/api/clip/list', { body: { type: 'game', size: 200 } });
    const only = await call(suite.base, '/api/clip/list', { body: { type: 'game', kind: 'highlight', size: 200 } });
    assert.equal(only.status, 200);
    const kinds = (r: typeof all) => new Set((r.body.content.entries as { mediaSubType: string }[]).map((e) => e.mediaSubType));
    assert.ok(kinds(all).size > 1, 'the seed has other kinds too');
    assert.deepEqual([...kinds(only)], ['highlight']);
    assert.ok(only.body.content.totalCount < all.body.content.totalCount);
    const bad = await call(suite.base, '/api/clip/list', { body: { kind: 'bloopers' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.messageErrorCode, 'invalid_body');
  });
});
