import type { DeviceType } from '../../model/enums.ts';
import { Icon, type IconProps } from './Icon.tsx';
import { MonitorIcon } from './icons.tsx';

/** A device type's outline (api/README.md: mobile, tablet, anything else a desktop); decorative unless given a title. */
export function DeviceIcon({ type, ...props }: IconProps & { type: DeviceType }) {
  if (type !== 'mobile' && type !== 'tablet') return <MonitorIcon {...props} />;
  const phone = type === 'mobile';
  return (
    <Icon {...props}>
      {phone ? <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" /> : <rect x="3.5" y="2.5" width="17" height="19" rx="2.5" />}
      <path d={phone ? 'M11 18.5h2' : 'M10.5 18.5h3'} />
    </Icon>
  );
}
