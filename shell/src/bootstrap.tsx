// Start-up: configuration, i18n, API client and federation first; the router is
// created only after the remotes are registered (docs/architecture.md).
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { CacheProvider } from '@emotion/react';
import { configureApi, createQueryClient, customerConfigAtom, i18n, initI18n, portalStore, reportError } from '@portal/shared';
import { createPortalEmotionCache } from '@portal/shared/ui';
import { BootError } from './boot/BootError.tsx';
import { loadCustomerConfig } from './boot/load-config.ts';
import { initialLocale } from './boot/initial-locale.ts';
import { setUpFederation } from './remotes/federation.ts';
import { startSessionServices } from './boot/session-services.ts';
import { createPortalRouter } from './routing/router.tsx';
import { expireSession } from './session/expire.ts';
import { sessionSnapshot } from './routing/session-snapshot.ts';
import { ThemeRoot } from './theme/ThemeRoot.tsx';
import { preloadSmartBanner } from './chrome/SmartBanner.tsx';

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const emotionCache = createPortalEmotionCache(nonce);
const queryClient = createQueryClient();
let root: Root | null = null;

function render(node: ReactNode) {
  root ??= createRoot(document.getElementById('root')!);
  const target = root;
  // A transition renders in slices that yield to the browser between them instead of one long task
  // for the whole first page (ADR 0038); the commit that replaces the first paint stays one step.
  startTransition(() =>
    target.render(
      <StrictMode>
        <CacheProvider value={emotionCache}>
          <JotaiProvider store={portalStore}>
            <QueryClientProvider client={queryClient}>
              <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
            </QueryClientProvider>
          </JotaiProvider>
        </CacheProvider>
      </StrictMode>,
    ),
  );
}

/** Settles once the router's first navigation has (its page, a redirect's page, or an error boundary to show). */
function firstNavigation(router: ReturnType<typeof createPortalRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start() {
  await initI18n({ locale: initialLocale(null) });
  let config;
  try {
    config = await loadCustomerConfig();
  } catch (error) {
    console.error(error);
    render(
      <ThemeRoot>
        <BootError onRetry={() => void start()} />
      </ThemeRoot>,
    );
    return;
  }
  portalStore.set(customerConfigAtom, config);
  // The smart banner's rules load beside the first navigation, so the banner is there on the first
  // paint instead of pushing the page down after it (phones of tenants with an app only).
  const smartBanner = preloadSmartBanner(config);
  // initI18n again (not i18n.changeLanguage): it loads the locale's texts and sets <html lang dir>.
  await initI18n({ locale: initialLocale(config) });
  configureApi({ apiBase: config.api_base, getCustomer: () => portalStore.get(customerConfigAtom), onSessionExpired: expireSession });
  setUpFederation(config, {
    nonce,
    report: (failure) => reportError(failure.error, { remote: failure.id, lifecycle: failure.lifecycle, kind: failure.kind }),
  });
  startSessionServices(config);
  const router = createPortalRouter(config, { config: () => config, session: sessionSnapshot }, queryClient);
  // The first commit replaces the server's first paint (api/src/static/first-paint.ts, ADR 0038)
  // and comes once the first route has its code and data, so the page takes the picture's place
  // in one step instead of through a blank root.
  await Promise.all([smartBanner, firstNavigation(router)]);
  render(
    <ThemeRoot>
      <RouterProvider router={router} />
    </ThemeRoot>,
  );
}

void start();
