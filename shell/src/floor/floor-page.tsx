// The floor's one line (start.ts): the stack's providers as the portal nests them, a router with
// one route and one translated line, so every library the portal starts with has started here too.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';

function FloorLine() {
  const { t } = useTranslation();
  return <p css={{ margin: 16 }}>{t('floor')}</p>;
}

async function renderFloor() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  const i18n = i18next.createInstance();
  const lng = document.documentElement.lang || 'en';
  await i18n.use(initReactI18next).init({ lng, resources: { [lng]: { translation: { floor: 'The stack’s floor' } } } });
  const router = createBrowserRouter([{ path: '*', Component: FloorLine }]);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <CacheProvider value={createCache({ key: 'floor', nonce })}>
          <JotaiProvider store={createStore()}>
            <QueryClientProvider client={new QueryClient()}>
              <I18nextProvider i18n={i18n}>
                <RouterProvider router={router} />
              </I18nextProvider>
            </QueryClientProvider>
          </JotaiProvider>
        </CacheProvider>
      </StrictMode>,
    ),
  );
}

void renderFloor();
