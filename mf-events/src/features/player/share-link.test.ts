import { clipUrl, momentUrl } from './share-link.ts';
import { parseStartAt } from './use-start-at.ts';

describe('momentUrl', () => {
  it('links the event page at whole seconds', () => {
    expect(momentUrl('https://tv.example', '42', 83.9)).toBe('https://tv.example/events/42/?t=83');
  });
  it('leaves t out at the start and when there is no position (live)', () => {
    expect(momentUrl('https://tv.example', '42', 0)).toBe('https://tv.example/events/42/');
    expect(momentUrl('https://tv.example', '42', null)).toBe('https://tv.example/events/42/');
    expect(momentUrl('https://tv.example', '42', Number.NaN)).toBe('https://tv.example/events/42/');
  });
  it('escapes the id', () => {
    expect(momentUrl('https://tv.example', 'a b/c', 5)).toBe('https://tv.example/events/a%20b%2Fc/?t=5');
  });
});

describe('clipUrl', () => {
  it('opens the clip on its event page', () => {
    expect(clipUrl('https://tv.example', { id: '900', eventId: '42' })).toBe('https://tv.example/events/42/?highlight=900');
    expect(clipUrl('https://tv.example', { id: '900', eventId: '42' }, 12.2)).toBe('https://tv.example/events/42/?highlight=900&t=12');
  });
});

describe('parseStartAt', () => {
  it('reads plain seconds and h/m/s', () => {
    expect(parseStartAt('8')).toBe(8);
    expect(parseStartAt('12.5')).toBe(12.5);
    expect(parseStartAt('1m30s')).toBe(90);
    expect(parseStartAt('1h2m')).toBe(3720);
    expect(parseStartAt(' 45s ')).toBe(45);
  });
  it('ignores absent, zero, negative, nonsense and absurdly long starts', () => {
    expect(parseStartAt(null)).toBeNull();
    expect(parseStartAt('')).toBeNull();
    expect(parseStartAt('0')).toBeNull();
    expect(parseStartAt('-5')).toBeNull();
    expect(parseStartAt('abc')).toBeNull();
    expect(parseStartAt('1e3')).toBeNull();
    expect(parseStartAt('90000')).toBeNull();
  });
});
