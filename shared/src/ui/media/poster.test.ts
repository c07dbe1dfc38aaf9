import { posterSrc } from './poster.ts';

test('generated posters get the direction (and the hero layout); other images stay as they are', () => {
  const url = 'http://localhost:8080/assets/posters/13000.svg';
  expect(posterSrc(url, 'ltr')).toBe(`${url}?dir=ltr`);
  expect(posterSrc(url, 'rtl')).toBe(`${url}?dir=rtl`);
  expect(posterSrc(url, 'rtl', 'wide')).toBe(`${url}?dir=rtl&layout=wide`);
  expect(posterSrc('https://cdn.example/p/13000.jpg', 'rtl')).toBe('https://cdn.example/p/13000.jpg');
  expect(posterSrc(null, 'ltr')).toBeNull();
});
