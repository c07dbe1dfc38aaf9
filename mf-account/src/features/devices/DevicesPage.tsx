// /account/devices/: the account's devices (type icon, browser and OS, added and last seen), the
// current one marked, the tenant's device limit, and removal of the others. The API signs a
// removed device out live (socket `remove-user-device`).
import { useTheme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, useCustomerConfig, usePageTitle, type Device } from '@portal/shared';
import { Alert, Badge, Button, DeviceIcon, QueryErrorAlert } from '@portal/shared/ui';
import { ConfirmDialog } from '../../common/ConfirmDialog.tsx';
import { devicesQuery, removeDevice, useDevices } from './get-devices.ts';
import { AccountLayout } from '../../common/AccountLayout.tsx';
import { PageHeading } from '../../common/PageHeading.tsx';
import { Loading } from '../../common/QueryStates.tsx';
import { useErrorText } from '../../common/error-text.ts';
import { formatDate, formatDateTime } from '../../common/format.ts';

/** "Chrome on Windows" from what the API read in the user agent; never the raw user-agent string. */
export function useDeviceName(): (device: Device) => string {
  const { t: tr } = useTranslation('account');
  return (device) => {
    const browser = device.browser;
    // Versions only where people know them (iOS 17.4, Android 14); "macOS 10.15.7" is frozen noise.
    const version = device.osName === 'iOS' || device.osName === 'Android' ? device.osVersion : null;
    const os = [device.osName, version].filter(Boolean).join(' ') || null;
    if (browser && os) return tr('devices.browserOnOs', { browser, os });
    return browser ?? os ?? tr(`devices.type.${device.deviceType}`);
  };
}

function DeviceRow({ device, onRemove }: { device: Device; onRemove: (device: Device) => void }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const name = useDeviceName()(device);
  const added = formatDate(device.addedAt, locale);
  const seen = formatDateTime(device.updatedAt, locale);
  return (
    <li
      data-testid="device"
      data-current={device.isCurrent || undefined}
      css={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        alignItems: 'center',
        gap: t.space(3, 4),
        padding: t.space(4),
        borderRadius: t.radius.lg,
        border: `1px solid ${device.isCurrent ? t.color.primary : t.color.border}`,
        backgroundColor: t.color.surface,
        [t.mq.sm]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
      }}
    >
      <span
        css={{
          display: 'grid',
          placeItems: 'center',
          inlineSize: '44px',
          blockSize: '44px',
          borderRadius: t.radius.md,
          backgroundColor: t.color.elevatedHover,
          color: t.color.text,
        }}
      >
        <DeviceIcon type={device.deviceType} size={22} title={tr(`devices.type.${device.deviceType}`)} />
      </span>
      <div css={{ minInlineSize: 0 }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: t.space(2) }}>
          <h2 css={{ ...t.text.label, fontSize: t.fontSize.md, margin: 0, overflowWrap: 'anywhere' }} dir="auto">
            {name}
          </h2>
          {device.isCurrent ? (
            <Badge variant="primary" size="small">
              {tr('devices.current')}
            </Badge>
          ) : null}
        </div>
        <p css={{ ...t.text.caption, color: t.color.textMuted, margin: 0, marginBlockStart: t.space(1) }}>
          {[tr(`devices.type.${device.deviceType}`), added ? tr('devices.added', { date: added }) : null, seen ? tr('devices.lastSeen', { date: seen }) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {device.isCurrent ? null : (
        <Button
          variant="outline"
          size="small"
          onClick={() => onRemove(device)}
          aria-label={tr('devices.removeLabel', { name })}
          data-testid="device-remove"
          css={{ gridColumn: '2', justifySelf: 'start', [t.mq.sm]: { gridColumn: 'auto' } }}
        >
          {tr('devices.remove')}
        </Button>
      )}
    </li>
  );
}

export function DevicesPage() {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  const config = useCustomerConfig();
  const query = useDevices();
  const queryClient = useQueryClient();
  const describe = useErrorText();
  const deviceName = useDeviceName();
  const [target, setTarget] = useState<Device | null>(null);
  usePageTitle(tr('devices.title'));
  const mutation = useMutation({
    mutationFn: (device: Device) => removeDevice(device.deviceId),
    onSuccess: (left) => {
      queryClient.setQueryData(devicesQuery().queryKey, left);
      toast.success(tr('devices.removed'));
      setTarget(null);
    },
  });
  const open = (device: Device) => {
    mutation.reset();
    setTarget(device);
  };
  const limit = config?.device_limit;
  const count = query.data?.length ?? 0;
  return (
    <AccountLayout>
      <PageHeading title={tr('devices.title')} intro={tr('devices.intro')} />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <QueryErrorAlert title={tr('devices.error')} query={query} />
      ) : (
        <>
          {limit ? (
            <p data-testid="device-limit" css={{ ...t.text.label, margin: 0 }}>
              {tr('devices.limit', { count, limit })}
            </p>
          ) : null}
          {limit && count >= limit ? <Alert kind="warning">{tr('devices.limitReached')}</Alert> : null}
          {count === 0 ? (
            <p css={{ ...t.text.body, margin: 0 }}>{tr('devices.empty')}</p>
          ) : (
            <ul
              aria-label={tr('devices.listLabel')}
              css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: t.space(3) }}
            >
              {query.data.map((d) => (
                <DeviceRow key={d.id} device={d} onRemove={open} />
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={target !== null}
        title={tr('devices.removeTitle')}
        cancelLabel={tr('devices.removeCancel')}
        confirmLabel={tr('devices.removeConfirm')}
        onCancel={() => setTarget(null)}
        onConfirm={() => target && mutation.mutate(target)}
        busy={mutation.isPending}
        error={mutation.isError ? describe(mutation.error) : null}
        confirmTestId="device-remove-confirm"
      >
        <p css={{ ...t.text.body, margin: 0 }}>{target ? tr('devices.removeBody', { name: deviceName(target) }) : null}</p>
      </ConfirmDialog>
    </AccountLayout>
  );
}
