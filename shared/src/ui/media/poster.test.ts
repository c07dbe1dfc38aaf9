import { posterSrc } from './poster.ts';

test('generated posters get the direction (and the hero layout); other images stay as they are', () => {
  const url = 'http://localhost:8080/assets/posters/13000.svg';
  expect(posterSrc(url, 'ltr')).toBe(`${url}?dir=ltr`);
  expect(posterSrc(url, 'rtl')).toBe(`${url}?dir=rtl`);
  expect(posterSrc(url, 'rtl', 'wide')).toBe(`${url}?dir=rtl&layout=wide`);
  expect(posterSrc('https://cdn.example/p/13000.jpg', 'rtl')).toBe('https://cdn.example/p/13000.jpg');
  expect(posterSrc(null, 'ltr')).toBeNull();
});

test("an owner's signed clip poster keeps its signature and gets the variants after it", () => {
  const url = 'http://localhost:8080/assets/posters/8123456789.svg?exp=1700003600&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
  expect(posterSrc(url, 'rtl', 'wide')).toBe(`${url}&dir=rtl&layout=wide`);
  expect(posterSrc('http://localhost:8080/assets/posters/1.svg?other=1', 'ltr')).toBe('http://localhost:8080/assets/posters/1.svg?other=1');
});
