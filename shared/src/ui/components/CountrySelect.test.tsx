import { render, screen, within } from '@testing-library/react';
import { PortalThemeProvider } from '../theme/ThemeProvider.tsx';
import { countryFormValue, countryToStore, localCountryName } from '../countries.ts';
import { CountrySelect } from './CountrySelect.tsx';

const renderSelect = (locale: string, stored: string | null) =>
  render(
    <PortalThemeProvider mode="dark">
      <CountrySelect label="Country" locale={locale} stored={stored} defaultValue={countryFormValue(stored)} placeholder="Choose" />
    </PortalThemeProvider>,
  );

test('ISO codes as values, names in the viewer’s language, the stored country selected', () => {
  renderSelect('he', 'Israel');
  const select = screen.getByRole('combobox', { name: 'Country' });
  expect(select).toHaveValue('IL');
  expect(within(select).getByRole('option', { name: 'ישראל' })).toHaveAttribute('value', 'IL');
  expect(within(select).getByRole('option', { name: 'גרמניה' })).toHaveAttribute('value', 'DE');
  expect(within(select).getAllByRole('option').length).toBeGreaterThan(240);
});

test('a free text stored elsewhere stays selectable as it is', () => {
  renderSelect('en', 'Atlantis');
  const select = screen.getByRole('combobox', { name: 'Country' });
  expect(select).toHaveValue('Atlantis');
  expect(within(select).getAllByRole('option')[1]).toHaveTextContent('Atlantis');
});

test('what is stored: the English name of a code, free text as it is; shown in the viewer’s language', () => {
  expect(countryToStore('DE')).toBe('Germany');
  expect(countryToStore('Atlantis')).toBe('Atlantis');
  expect(countryToStore('')).toBe('');
  expect(countryFormValue('germany')).toBe('DE');
  expect(countryFormValue(null)).toBe('');
  expect(localCountryName('Germany', 'de')).toBe('Deutschland');
});
