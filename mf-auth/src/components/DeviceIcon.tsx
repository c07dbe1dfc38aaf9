import { type DeviceType } from '@portal/shared';
import { Icon } from '@portal/shared/ui';

/** Desktop, tablet or phone outline (decorative). */
export function DeviceIcon({ type }: { type: DeviceType }) {
  if (type === 'mobile') {
    return (
      <Icon size={20}>
        <rect x="7" y="2.5" width="10" height="19" rx="2" />
        <path d="M11 18.5h2" />
      </Icon>
    );
  }
  if (type === 'tablet') {
    return (
      <Icon size={20}>
        <rect x="4.5" y="2.5" width="15" height="19" rx="2" />
        <path d="M11 18.5h2" />
      </Icon>
    );
  }
  return (
    <Icon size={20}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </Icon>
  );
}
