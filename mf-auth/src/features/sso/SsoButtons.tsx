// One button per single sign-on provider the tenant offers, with the provider's mark.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/shared/ui';
import type { SsoProvider } from '../../common/sso-providers.ts';
import { ProviderMark } from './ProviderMark.tsx';

export interface SsoButtonsProps {
  providers: readonly SsoProvider[];
  /** The provider whose sign-in is running (its button spins, the others wait). */
  busy: SsoProvider | null;
  disabled?: boolean;
  onSelect: (provider: SsoProvider) => void;
  /** 'login' says "Continue with", 'sign-up' says "Sign up with". */
  intent?: 'login' | 'sign-up';
}

export function SsoButtons({ providers, busy, disabled = false, onSelect, intent = 'login' }: SsoButtonsProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('auth');
  if (!providers.length) return null;
  return (
    <ul aria-label={tr('sso.group_label')} css={{ listStyle: 'none', padding: 0, display: 'grid', gap: t.space(3) }}>
      {providers.map((provider) => {
        const name = tr(`sso.provider.${provider}`);
        return (
          <li key={provider}>
            <Button
              variant="secondary"
              size="large"
              fullWidth
              data-provider={provider}
              loading={busy === provider}
              disabled={disabled || (busy !== null && busy !== provider)}
              startIcon={<ProviderMark provider={provider} />}
              onClick={() => onSelect(provider)}
              css={{ justifyContent: 'center', fontWeight: t.fontWeight.semibold }}
            >
              {tr(intent === 'sign-up' ? 'sso.sign_up_with' : 'sso.continue_with', { provider: name })}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
