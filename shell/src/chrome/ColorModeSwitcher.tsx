// Light, dark or system. Hidden for tenants without the white theme (dark only).
import { useTranslation } from 'react-i18next';
import { IconButton, MonitorIcon, MoonIcon, SunIcon } from '@portal/shared/ui';
import { Dropdown } from './menu/Dropdown.tsx';
import { MenuItem } from './menu/MenuItem.tsx';
import type { ColorModePreference } from '../theme/color-mode.ts';
import { useColorMode } from '../theme/useColorMode.ts';

const OPTIONS: Array<{ value: ColorModePreference; Icon: typeof SunIcon }> = [
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
  { value: 'system', Icon: MonitorIcon },
];

export function ColorModeSwitcher() {
  const { t } = useTranslation('common');
  const { preference, mode, switchable, setPreference } = useColorMode();
  if (!switchable) return null;
  const CurrentIcon = preference === 'system' ? MonitorIcon : mode === 'light' ? SunIcon : MoonIcon;
  return (
    <Dropdown
      aria-label={t('theme.label')}
      align="end"
      trigger={
        <IconButton aria-label={`${t('theme.label')}: ${t(`theme.${preference}`)}`} data-testid="color-mode-switcher">
          <CurrentIcon />
        </IconButton>
      }
    >
      {OPTIONS.map(({ value, Icon }) => (
        <MenuItem key={value} selected={preference === value} icon={<Icon size={18} />} onClick={() => setPreference(value)} data-color-mode-option={value}>
          {t(`theme.${value}`)}
        </MenuItem>
      ))}
    </Dropdown>
  );
}
