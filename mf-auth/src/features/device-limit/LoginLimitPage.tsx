// /auth/login/limit/: the account reached its device limit. `data` (token, provider, and the
// credentials for e-mail sign-in) is read once and removed from the address bar and history
// at once; it is never logged. The user removes a device, then signing in continues.
import { useTheme } from '@emotion/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dateTimeFormat, type Device, devicesAtom, getDeviceId, mapDevices, setDevices } from '@portal/shared';
import { Alert, Button, DeviceIcon, Spinner } from '@portal/shared/ui';
import { checkCurrentDevice, deleteDeviceRequest, revokePendingSession } from '../../common/auth-api.ts';
import { useErrorText } from '../../common/use-error-text.ts';
import { AuthCard, FormStack } from '../../common/AuthCard.tsx';
import { useReturnPath } from '../../common/use-return-path.ts';
import { deviceLabel } from './device-label.ts';
import { decodeLimitData, type LimitData } from '../../common/limit-data.ts';
import { finishPendingSignIn, forgetPendingSignIn, hasPendingSignIn, isDeviceLimitError, signInWithPassword } from '../../common/sign-in.ts';

/** Reads `data` from the first URL this page saw, exactly once per mount. */
function useLimitDataOnce(): LimitData | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [data] = useState(() => decodeLimitData(new URLSearchParams(location.search).get('data')));
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('data')) return;
    params.delete('data');
    const rest = params.toString();
    // Replace the history entry: Back must not bring the credentials back either.
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate]);
  return data;
}

type Phase = 'loading' | 'choose' | 'removing' | 'continuing' | 'restart';

export function LoginLimitPage() {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('auth');
  const errText = useErrorText();
  const navigate = useNavigate();
  const { target } = useReturnPath();
  const data = useLimitDataOnce();
  const credentials = useRef(data?.provider === 'credentials' ? { username: data.username ?? '', password: data.password ?? '' } : null);
  const devices = useAtomValue(devicesAtom);
  const [phase, setPhase] = useState<Phase>('loading');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const done = useRef(false);

  const succeed = useCallback(() => {
    done.current = true;
    credentials.current = null;
    navigate(target, { replace: true });
  }, [navigate, target]);

  /** Finish the kept sign-in, or sign in again with the credentials; null: needs a restart. */
  const continueSignIn = useCallback(async (): Promise<'done' | 'limited' | 'restart'> => {
    if (!data) return 'restart';
    try {
      if (hasPendingSignIn(data.token)) {
        await finishPendingSignIn(data.token);
        return 'done';
      }
      if (credentials.current) {
        await revokePendingSession(data.token).catch(() => undefined);
        await signInWithPassword(credentials.current.username, credentials.current.password);
        return 'done';
      }
      return 'restart';
    } catch (e) {
      if (isDeviceLimitError(e)) return 'limited';
      throw e;
    }
  }, [data]);

  // First look: the stored list may be stale; a device may have been freed meanwhile.
  useEffect(() => {
    if (!data) return;
    let cancelled = false;
    void (async () => {
      try {
        const answer = await checkCurrentDevice({ token: data.token });
        if (cancelled) return;
        if (answer.devices) setDevices(mapDevices(answer.devices, getDeviceId()));
        if (answer.enabled) {
          const outcome = await continueSignIn();
          if (cancelled) return;
          if (outcome === 'done') return succeed();
          setPhase(outcome === 'restart' ? 'restart' : 'choose');
          return;
        }
      } catch (e) {
        if (!cancelled) setError(e);
      }
      if (!cancelled) setPhase('choose');
    })();
    return () => {
      cancelled = true;
    };
    // Runs once per mount: `data` is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remove = async (device: Device) => {
    if (!data) return;
    setError(null);
    setConfirming(null);
    setRemovingId(device.id);
    setPhase('removing');
    try {
      const answer = await deleteDeviceRequest(device.deviceId || device.id, data.token);
      setDevices(answer.devices ? mapDevices(answer.devices, getDeviceId()) : devices.filter((d) => d.id !== device.id));
      setPhase('continuing');
      const outcome = await continueSignIn();
      if (outcome === 'done') return succeed();
      setPhase(outcome === 'restart' ? 'restart' : 'choose');
    } catch (e) {
      setError(e);
      setPhase('choose');
    } finally {
      setRemovingId(null);
    }
  };

  const cancel = async () => {
    if (data) {
      forgetPendingSignIn(data.token);
      await revokePendingSession(data.token).catch(() => undefined);
    }
    credentials.current = null;
    setDevices([]);
    navigate('/auth/login/', { replace: true });
  };

  if (!data) {
    return (
      <AuthCard testId="limit-page" title={tr('limit.title')}>
        <FormStack>
          <Alert kind="danger" data-testid="limit-invalid">
            {tr('limit.invalid')}
          </Alert>
          <Button fullWidth onClick={() => navigate('/auth/login/', { replace: true })}>
            {tr('limit.back_to_sign_in')}
          </Button>
        </FormStack>
      </AuthCard>
    );
  }

  const date = (iso: string | null) => {
    if (!iso) return null;
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? null : dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(d);
  };
  const others = devices.filter((d) => !d.isCurrent);
  const busy = phase === 'removing' || phase === 'continuing' || phase === 'loading';

  return (
    <AuthCard
      testId="limit-page"
      wide
      title={tr('limit.title')}
      subtitle={tr('limit.subtitle')}
      footer={
        <Button variant="link" onClick={() => void cancel()} data-testid="limit-cancel">
          {tr('limit.cancel')}
        </Button>
      }
    >
      <FormStack gap={4}>
        {error ? (
          <Alert kind="danger" data-testid="limit-error">
            {errText(error)}
          </Alert>
        ) : null}
        {phase === 'restart' ? (
          <Alert
            kind="success"
            data-testid="limit-restart"
            action={
              <Button size="small" onClick={() => navigate('/auth/login/', { replace: true })}>
                {tr('limit.sign_in_again')}
              </Button>
            }
          >
            {tr('limit.removed_sign_in_again', { provider: tr(`sso.provider.${data.provider}`, { defaultValue: data.provider }) })}
          </Alert>
        ) : null}
        {phase === 'loading' ? (
          <div css={{ display: 'grid', placeItems: 'center', paddingBlock: t.space(8) }}>
            <Spinner size={32} />
          </div>
        ) : (
          <ul
            aria-label={tr('limit.devices_label')}
            aria-busy={busy || undefined}
            data-testid="limit-devices"
            css={{ listStyle: 'none', padding: 0, display: 'grid', gap: t.space(3) }}
          >
            {others.length === 0 ? <li css={{ ...t.text.bodySmall, color: t.color.textMuted }}>{tr('limit.no_devices')}</li> : null}
            {others.map((device) => {
              const label = deviceLabel(device);
              const name =
                label.browser && label.os ? tr('devices.browser_on_os', { browser: label.browser, os: label.os }) : (label.browser ?? label.os ?? label.raw);
              const added = date(device.addedAt);
              const active = date(device.updatedAt);
              const isConfirming = confirming === device.id;
              return (
                <li
                  key={device.id}
                  data-testid="limit-device"
                  css={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: t.space(3),
                    padding: t.space(4),
                    border: `1px solid ${isConfirming ? t.color.danger.border : t.color.border}`,
                    borderRadius: t.radius.lg,
                    backgroundColor: isConfirming ? t.color.danger.subtle : t.color.elevated,
                  }}
                >
                  <span
                    css={{
                      display: 'grid',
                      placeItems: 'center',
                      inlineSize: '40px',
                      blockSize: '40px',
                      borderRadius: t.radius.md,
                      backgroundColor: t.color.primarySubtle,
                      color: t.color.primaryText,
                      flexShrink: 0,
                    }}
                  >
                    <DeviceIcon type={device.deviceType} />
                  </span>
                  <div css={{ flex: '1 1 180px', minInlineSize: 0 }}>
                    <p css={{ ...t.text.title, color: t.color.text, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={label.raw}>
                      {name}
                    </p>
                    <p css={{ ...t.text.caption, color: t.color.textMuted }}>
                      {[
                        tr(`devices.type.${device.deviceType}`),
                        added ? tr('devices.added', { date: added }) : null,
                        active ? tr('devices.last_active', { date: active }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  {isConfirming ? (
                    <div css={{ display: 'flex', gap: t.space(2) }}>
                      <Button size="small" variant="outline" onClick={() => setConfirming(null)}>
                        {tr('limit.keep')}
                      </Button>
                      <Button
                        size="small"
                        onClick={() => void remove(device)}
                        data-testid="limit-confirm-remove"
                        aria-label={tr('limit.confirm_remove_named', { name })}
                      >
                        {tr('limit.confirm_remove')}
                      </Button>
                    </div>
                  ) : (
                    <Button
                      size="small"
                      variant="secondary"
                      loading={removingId === device.id}
                      disabled={busy || phase === 'restart'}
                      onClick={() => setConfirming(device.id)}
                      aria-label={tr('limit.remove_named', { name })}
                      data-testid="limit-remove"
                    >
                      {tr('limit.remove')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {phase === 'continuing' ? (
          <p role="status" css={{ display: 'flex', alignItems: 'center', gap: t.space(2), ...t.text.bodySmall, color: t.color.textMuted }}>
            <Spinner size={16} label={null} /> {tr('limit.continuing')}
          </p>
        ) : null}
      </FormStack>
    </AuthCard>
  );
}
