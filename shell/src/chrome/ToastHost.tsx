// Renders the shared toast state (toast.success / toast.danger / toast.link from any app) with the
// kit's ToastViewport on Radix Toast, which runs the countdown (4000 ms, paused while hovered or
// focused), dismissal, F8 and the announcements (success politely, danger at once), and removes a
// toast after its exit animation. The container is ours: if it cannot be set up, 'Failed to setup
// toast containers!' is logged and the portal goes on without toasts.
import { useTheme } from '@emotion/react';
import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { toastsAtom } from '@portal/shared';
import { RouteLink, ToastViewport } from '@portal/shared/ui';
import { closeToast, removeToast } from './toast-state.ts';

export const TOAST_CONTAINER_ID = 'portal-toasts';
export const TOAST_SETUP_FAILED = 'Failed to setup toast containers!';

/** The element toasts render into (created once, at the end of <body>), or null on failure. */
export function setupToastContainer(doc: Document = document): HTMLElement | null {
  try {
    let el = doc.getElementById(TOAST_CONTAINER_ID);
    if (!el) {
      el = doc.createElement('div');
      el.id = TOAST_CONTAINER_ID;
      doc.body.appendChild(el);
    }
    return el;
  } catch (error) {
    console.error(TOAST_SETUP_FAILED, error);
    return null;
  }
}

class ToastBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(TOAST_SETUP_FAILED, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function ToastStack({ container }: { container: HTMLElement }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const list = useAtomValue(toastsAtom);
  // A toast with a link (a reminder's event) gets a router link after its text; following it closes the toast.
  const toasts = useMemo(
    () =>
      list.map((entry) =>
        entry.link
          ? {
              ...entry,
              message: (
                <>
                  {entry.message}{' '}
                  <RouteLink
                    to={entry.link.href}
                    onClick={() => closeToast(entry.id)}
                    css={{
                      color: theme.color.primaryText,
                      fontWeight: theme.fontWeight.bold,
                      textDecoration: 'underline',
                      borderRadius: theme.radius.xs,
                      '&:focus-visible': theme.focusRing,
                    }}
                  >
                    {entry.link.label}
                  </RouteLink>
                </>
              ),
            }
          : entry,
      ),
    [list, theme],
  );
  return (
    <ToastViewport
      toasts={toasts}
      onClose={closeToast}
      onRemove={removeToast}
      label={t('ui.notifications_hotkey', { hotkey: 'F8' })}
      announceLabel={t('ui.notification')}
      announcerContainer={container}
    />
  );
}

export function ToastHost({ setup = setupToastContainer }: { setup?: () => HTMLElement | null }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => setContainer(setup()), [setup]);
  if (!container) return null;
  return <ToastBoundary>{createPortal(<ToastStack container={container} />, container)}</ToastBoundary>;
}
