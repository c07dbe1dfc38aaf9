// Device type icons (api/README.md: tablet, mobile, desktop) on the kit's icon base.
import type { DeviceType } from '@portal/shared';
import { Icon, MonitorIcon, type IconProps } from '@portal/shared/ui';

function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M11 18.5h2" />
    </Icon>
  );
}

function TabletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="2.5" width="17" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </Icon>
  );
}

export function DeviceIcon({ type, ...props }: IconProps & { type: DeviceType }) {
  if (type === 'mobile') return <PhoneIcon {...props} />;
  if (type === 'tablet') return <TabletIcon {...props} />;
  return <MonitorIcon {...props} />;
}
