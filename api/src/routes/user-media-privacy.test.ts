// Users' clips are private (issue 14 item 3): the public lists never list them, whatever
// media_type a caller asks for; only the owner's user_list does.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, suitePortal } from '../testing/harness.ts';

describe("users' clips stay out of public lists", () => {
  const suite = suitePortal();

  test("event/list and clip/list with media_type user_clip list none of them, anonymous or signed in; user_list lists the owner's", async () => {
    const events = (await call(suite.base, '/api/event/list', { body: { size: 50 } })).body.content.entries as {
      id: number;
      commerceCoverage: string;
      status: string;
    }[];
    const free = events.find((e) => e.commerceCoverage === 'commerce_free_media' && e.status === 'archived')!;
    const owner = await register(suite.base);
    const other = await register(suite.base);
    const made = await call(suite.base, '/api/clip/create', {
      token: owner.token,
      body: { targetId: free.id, title: 'My secret cut', startTime: 2000, endTime: 8000 },
    });
    assert.equal(made.status, 200);
    const id = made.body.content.id as number;

    for (const token of [undefined, other.token, owner.token]) {
      for (const path of ['/api/event/list', '/api/clip/list']) {
        for (const media_type of [['user_clip'], ['user_clip', 'user_highlight', 'event']]) {
          const body = path === '/api/clip/list' ? { size: 100, media_type, type: 'all' } : { size: 100, media_type };
          const res = await call(suite.base, path, { token, body });
          assert.equal(res.status, 200, `${path} ${res.text}`);
          const ids = (res.body.content.entries as { id: number }[]).map((e) => e.id);
          assert.ok(!ids.includes(id), `${path} ${JSON.stringify(media_type)} listed a user's clip (token: ${token ? 'yes' : 'no'})`);
        }
      }
    }
    const mine = await call(suite.base, '/api/clip/user_list', { token: owner.token, body: {} });
    assert.ok((mine.body.content.entries as { id: number }[]).some((e) => e.id === id));
    const theirs = await call(suite.base, '/api/clip/user_list', { token: other.token, body: {} });
    assert.ok(!(theirs.body.content.entries as { id: number }[]).some((e) => e.id === id));
  });
});
