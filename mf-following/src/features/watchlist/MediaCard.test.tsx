import { mediaHref } from './MediaCard.tsx';

test('an event links to its page; a clip or highlight to its event page, which plays it', () => {
  expect(mediaHref({ id: '12', eventId: null })).toBe('/events/12/');
  expect(mediaHref({ id: '12', eventId: '12' })).toBe('/events/12/');
  expect(mediaHref({ id: '13020', eventId: '7' })).toBe('/events/7/?highlight=13020');
});
