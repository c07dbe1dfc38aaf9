// /open-app: phones go straight to their store (iOS → App Store, Android → Play Store, the same
// configuration fields as the smart banner); everyone else, or a phone whose store the tenant has
// no app in, sees both store buttons and a plain explanation. Loaded with the shell's other pages
// (routes.tsx), never on the first visit to /: it needs the user-agent parser.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { useCustomerConfig, type PublicTenantConfig } from '@portal/shared';
import { parseUserAgent, type Platform, type UserAgentHints } from '@portal/shared/user-agent';
import { Button, Page } from '@portal/shared/ui';

type Stores = Pick<PublicTenantConfig, 'android_store_url' | 'ios_store_url'>;
const url = (v: string | undefined): string | null => (v && /^https:\/\//.test(v.trim()) ? v.trim() : null);

/** The store this device should be sent to, or null (desktop, or no app for its platform). */
export function storeTarget(config: Stores | null, userAgent: string, hints: UserAgentHints = {}): { platform: Platform; url: string } | null {
  if (!config) return null;
  const { platform } = parseUserAgent(userAgent, hints);
  const target = platform === 'IOS' ? url(config.ios_store_url) : platform === 'ANDROID' ? url(config.android_store_url) : null;
  return target ? { platform, url: target } : null;
}

/** Navigation is a function so tests can watch it (jsdom cannot leave the page). */
export const leavePage = { to: (href: string) => window.location.replace(href) };

export default function OpenAppPage() {
  const { t } = useTranslation('info');
  const theme = useTheme();
  const config = useCustomerConfig();
  const target = storeTarget(config, navigator.userAgent, { platform: navigator.platform, maxTouchPoints: navigator.maxTouchPoints });
  useEffect(() => {
    // replace: the back button returns to where the viewer came from, not to this page.
    if (target) leavePage.to(target.url);
  }, [target?.url]); // eslint-disable-line react-hooks/exhaustive-deps -- only the URL matters
  const ios = url(config?.ios_store_url);
  const android = url(config?.android_store_url);
  const name = config?.name ?? '';
  return (
    <Page title={t('open_app.title', { name })} width="narrow" data-testid="open-app-page" data-redirect={target?.url ?? ''}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(6), maxInlineSize: '60ch' }}>
        {target ? (
          <p role="status" css={{ ...theme.text.body }}>
            {t(target.platform === 'IOS' ? 'open_app.to_app_store' : 'open_app.to_play_store')}
          </p>
        ) : (
          <>
            <p css={{ ...theme.text.body, color: theme.color.textMuted }}>{t(ios || android ? 'open_app.explain' : 'open_app.no_app', { name })}</p>
            {ios || android ? <p css={{ ...theme.text.body, color: theme.color.textMuted }}>{t('open_app.how')}</p> : null}
          </>
        )}
        {ios || android ? (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
            {ios ? (
              <Button
                as="a"
                href={ios}
                target="_blank"
                rel="noopener noreferrer"
                size="large"
                variant={target && target.platform !== 'IOS' ? 'outline' : 'primary'}
                data-testid="app-store-link"
              >
                {t('open_app.app_store')}
              </Button>
            ) : null}
            {android ? (
              <Button
                as="a"
                href={android}
                target="_blank"
                rel="noopener noreferrer"
                size="large"
                variant={target && target.platform !== 'ANDROID' ? 'outline' : 'primary'}
                data-testid="play-store-link"
              >
                {t('open_app.play_store')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Page>
  );
}
