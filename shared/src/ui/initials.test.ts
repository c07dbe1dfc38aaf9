import { initials } from './initials.ts';

test.each([
  ['Dana Levi', 'dana@example.com', 'DL'],
  ['  Dana   Bat Levi ', null, 'DL'],
  ['Dana', 'x@example.com', 'DA'],
  ['דנה לוי', null, 'דל'],
  ['', 'dana.levi@example.com', 'DL'],
  [null, 'dana_levi+tv@example.com', 'DT'],
  ['', 'dana@example.com', 'DA'],
  ['Émile Zola', null, 'ÉZ'],
  ['😀 Fan', null, '😀F'],
  ['', '', '?'],
  [null, null, '?'],
])('initials(%p, %p) is %p', (name, email, expected) => {
  expect(initials(name, email)).toBe(expected);
});
