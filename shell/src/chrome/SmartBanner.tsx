// Top smart app banner: 'get mobile app' with Get and close (docs/product.md).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { useCustomerConfig, type PublicTenantConfig } from '@portal/shared';
import { Button, CloseIcon, IconButton } from '@portal/shared/ui';
import type * as SmartBannerRules from './smart-banner.ts';

type Rules = typeof SmartBannerRules;
let rules: Promise<Rules> | null = null;
/** The rules once loaded, so a banner mounted after that renders on its first paint. */
let loadedRules: Rules | null = null;
const loadRules = (): Promise<Rules> => (rules ??= import(/* webpackChunkName: "smart-banner" */ './smart-banner.ts').then((m) => (loadedRules = m)));

/** Only a tenant with an app, on a touch screen, can show the banner: nothing else loads the rules. */
export function mayShowSmartBanner(config: PublicTenantConfig | null, nav: Pick<Navigator, 'maxTouchPoints'> | undefined = globalThis.navigator): boolean {
  return Boolean(config?.enable_smart_app_banner && (config.android_store_url || config.ios_store_url) && (nav?.maxTouchPoints ?? 0) > 0);
}

/**
 * Called at start-up, beside the first navigation: the banner sits above the header, so showing it
 * after the page has painted would push the whole page down (a layout shift on every phone visit).
 * Resolves when the rules are in (or failed, or after `timeoutMs`); never rejects.
 */
export function preloadSmartBanner(config: PublicTenantConfig | null, timeoutMs = 3000): Promise<void> {
  if (!mayShowSmartBanner(config)) return Promise.resolve();
  return Promise.race([
    loadRules().then(
      () => undefined,
      () => undefined, // the banner's own effect reports the failure
    ),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}

export function SmartBanner() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const config = useCustomerConfig();
  const [closed, setClosed] = useState(false);
  const [loaded, setLoaded] = useState<Rules | null>(() => loadedRules);
  const wanted = mayShowSmartBanner(config);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadRules().then(
      (m) => live && setLoaded(m),
      (error: unknown) => console.warn('Smart banner rules failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const storeUrl = closed || !loaded || !wanted ? null : loaded.smartBannerStoreUrl(config, navigator, document.cookie);
  if (!config || !loaded || !storeUrl) return null;

  const close = () => {
    loaded.closeSmartBanner(config);
    setClosed(true);
  };

  return (
    <aside
      aria-label={t('banner.label')}
      data-testid="smart-banner"
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(3),
        paddingBlock: theme.space(2),
        paddingInline: theme.space(2, 3),
        backgroundColor: theme.color.elevated,
        borderBlockEnd: `1px solid ${theme.color.border}`,
        color: theme.color.text,
      }}
    >
      <IconButton aria-label={t('banner.close')} size="small" onClick={close}>
        <CloseIcon size={16} />
      </IconButton>
      <img
        src={config.appearance.logo_url}
        alt=""
        width={40}
        height={40}
        css={{ inlineSize: 40, blockSize: 40, borderRadius: theme.radius.md, backgroundColor: theme.color.sunken, objectFit: 'contain', padding: 4 }}
      />
      <div css={{ flex: 1, minInlineSize: 0 }}>
        <p css={{ ...theme.text.label, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{config.name}</p>
        <p css={{ ...theme.text.caption, color: theme.color.textMuted }}>{t('banner.text')}</p>
      </div>
      <Button as="a" href={storeUrl} target="_blank" rel="noopener noreferrer" size="small" fullRounded>
        {t('banner.get')}
      </Button>
    </aside>
  );
}
