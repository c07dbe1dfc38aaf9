import { dateTimeFormat, formatPrice, numberFormat } from './format.ts';

test('one formatter per locale and options, reused', () => {
  expect(dateTimeFormat('de', { dateStyle: 'medium' })).toBe(dateTimeFormat('de', { dateStyle: 'medium' }));
  expect(dateTimeFormat('de', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('fr', { dateStyle: 'medium' }));
  expect(numberFormat('en', { style: 'percent' })).toBe(numberFormat('en', { style: 'percent' }));
  expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
});

test('a price in its currency, in the viewer’s language', () => {
  expect(formatPrice(9.99, 'EUR', 'en')).toBe('€9.99');
  expect(formatPrice(9.99, 'eur', 'de')).toBe('9,99\u00a0€');
  expect(formatPrice(120, 'ILS', 'he')).toMatch(/120\.00/);
});

test('an unknown or missing currency keeps the number and a code', () => {
  expect(formatPrice(12.5, 'N/A', 'en')).toBe('12.5 N/A');
  expect(formatPrice(3.14159, '', 'en')).toBe('3.14 N/A');
  expect(formatPrice(7, null, 'de')).toBe('7 N/A');
  expect(formatPrice(7, 'XQZ', 'en')).toBe('XQZ\u00a07.00'); // ISO-shaped: Intl formats it with the code itself
});
