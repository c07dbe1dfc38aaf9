// The language switcher: the 14 locales by their native names. setLocale loads the
// texts, sets the cookie (365 days) and the document's lang and dir (Hebrew: RTL for
// the shell and every remote alike) without a reload.
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { LOCALES, setLocale, type Locale } from '@portal/shared';
import { GlobeIcon, IconButton } from '@portal/shared/ui';
import { Dropdown } from './menu/Dropdown.tsx';
import { MenuItem } from './menu/MenuItem.tsx';

export const NATIVE_LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'fr-CA': 'Français (Canada)',
  he: 'עברית',
  it: 'Italiano',
  pl: 'Polski',
  pt: 'Português',
  ca: 'Català',
  ko: '한국어',
  zh: '中文',
  'bs-BA': 'Bosanski',
  'uk-UA': 'Українська',
};

export function LocaleSwitcher({ onChanged }: { onChanged?: () => void }) {
  const { t, i18n } = useTranslation('common');
  const theme = useTheme();
  const current = i18n.language;
  return (
    <Dropdown
      aria-label={t('language.label')}
      align="end"
      trigger={
        <IconButton aria-label={`${t('language.label')}: ${NATIVE_LOCALE_NAMES[current as Locale] ?? current}`} data-testid="locale-switcher">
          <GlobeIcon />
        </IconButton>
      }
    >
      {LOCALES.map((code) => (
        <MenuItem
          key={code}
          selected={code === current}
          hint={<span css={{ ...theme.text.caption, textTransform: 'uppercase', color: theme.color.textMuted }}>{code}</span>}
          onClick={() => {
            void setLocale(code).then(() => onChanged?.());
          }}
          data-locale={code}
        >
          <span lang={code}>{NATIVE_LOCALE_NAMES[code]}</span>
        </MenuItem>
      ))}
    </Dropdown>
  );
}
