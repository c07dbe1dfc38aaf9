import { json, mockFetch } from '@portal/shared/testing';
import { rawEvent } from '../../../testing/fixtures.ts';
import { createClip } from './get-event-extras.ts';

test('a clip goes to the API with its in and out points in milliseconds (api/README.md), from the player seconds', async () => {
  const calls = mockFetch(() => json({ content: rawEvent(99, 'archived', { mediaType: 'user_clip' }) }));
  await createClip({ eventId: '13019', title: 'Goal', start: 3.25, end: 8.9 });
  const post = calls.find((c) => c.path === '/api/clip/create')!;
  expect(post.method).toBe('POST');
  expect(post.body).toMatchObject({ targetId: '13019', title: 'Goal', startTime: 3250, endTime: 8900, type: 'user_clip' });
});
