// Bad input at the API (issue 2 item 7), straight through HTTP against the running
// instance: every error is the api/README.md envelope { messageErrorCode, message } with a
// status and a code that name the problem.
import { expect, test, type APIResponse } from '@playwright/test';

async function errorBody(response: APIResponse, status: number) {
  const text = await response.text();
  expect(response.status(), text).toBe(status);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['message', 'messageErrorCode']);
  expect(typeof body.messageErrorCode).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(body.message).not.toBe('');
  return body as { messageErrorCode: string; message: string };
}

test.describe('API errors', () => {
  test('an unknown /api route answers 404 JSON, for any method, never the shell HTML', async ({ request }) => {
    for (const response of [
      await request.get('/api/no/such/route'),
      await request.post('/api/event/no_such_action', { data: {} }),
      await request.delete('/api/user/get_profile/extra'),
    ]) {
      const body = await errorBody(response, 404);
      expect(body.messageErrorCode).toBe('not_found');
      expect(body.message).toContain('/api/');
    }
    // The same path outside /api is the shell's HTML, answered 404 (ADR 0020): the shell shows its 404 page.
    const page = await request.get('/no/such/page/');
    expect(page.status()).toBe(404);
    expect(page.headers()['content-type']).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
  });

  test('a malformed JSON body answers 400 invalid_json', async ({ request }) => {
    const body = await errorBody(
      // Raw bytes: Playwright would JSON-encode a string `data` (into a valid JSON string).
      await request.post('/api/event/list', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{"status": "live", "size": ') }),
      400,
    );
    expect(body.messageErrorCode).toBe('invalid_json');
  });

  test('a body with an invalid field answers 400 invalid_body naming the field', async ({ request }) => {
    const body = await errorBody(await request.post('/api/event/list', { data: { size: 'ten' } }), 400);
    expect(body.messageErrorCode).toBe('invalid_body');
    expect(body.message).toMatch(/\bsize\b/);

    const login = await errorBody(await request.post('/api/user/login', { data: { username: 42, password: 'x' } }), 400);
    expect(login.messageErrorCode).toBe('invalid_body');
    expect(login.message).toMatch(/\busername\b/);
  });

  test('an invalid query string answers 400 invalid_query naming the parameter', async ({ request }) => {
    const stats = await errorBody(await request.get('/api/event/stats?id=not-a-number'), 400);
    expect(stats.messageErrorCode).toBe('invalid_query');
    expect(stats.message).toMatch(/\bid\b/);

    const related = await errorBody(await request.get('/api/vod/get_related_videos?id=1&size=1000'), 400);
    expect(related.messageErrorCode).toBe('invalid_query');
    expect(related.message).toMatch(/\bsize\b/);

    // A path parameter that is not an id is a 400 too, with its own code.
    const event = await errorBody(await request.get('/api/event/get_by_id/id/abc'), 400);
    expect(event.messageErrorCode).toBe('invalid_params');
    expect(event.message).toMatch(/\bid\b/);
  });

  test('a valid request on the same routes succeeds (the errors above are about the input)', async ({ request }) => {
    const list = await request.post('/api/event/list', { data: { size: 2, status: 'archived' } });
    expect(list.status()).toBe(200);
    const { content } = await list.json();
    expect(content.entries.length).toBe(2);
    const stats = await request.get(`/api/event/stats?id=${content.entries[0].id}`);
    expect(stats.status()).toBe(200);
  });
});
