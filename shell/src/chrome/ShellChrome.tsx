// Everything the shell draws around every page: the smart banner on top, scroll and
// link-preload behaviour, the page-forced colour mode, toasts, the modal host, the
// survey and the version-skew watcher.
import type { ReactNode } from 'react';
import { useCustomerConfig } from '@portal/shared';
import { LinkPreloader } from '../navigation/LinkPreloader.tsx';
import { ScrollManager } from '../navigation/ScrollManager.tsx';
import { Survey } from '../survey/Survey.tsx';
import { ForcedColorModeFromRoute } from '../theme/ForcedColorMode.tsx';
import { VersionWatcher } from '../version/VersionWatcher.tsx';
import { ModalHost } from './ModalHost.tsx';
import { SmartBanner } from './SmartBanner.tsx';
import { ToastHost } from './ToastHost.tsx';

export function ShellChrome({ children }: { children: ReactNode }) {
  const config = useCustomerConfig();
  return (
    <>
      <ForcedColorModeFromRoute />
      <ScrollManager />
      {config ? <LinkPreloader remotes={config.remotes} /> : null}
      <SmartBanner />
      {children}
      <ModalHost />
      <Survey />
      <ToastHost />
      <VersionWatcher />
    </>
  );
}
