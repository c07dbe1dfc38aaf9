import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isAuthenticatedAtom, useCustomerConfig, userAtom } from '@portal/shared';

export function Header({ minimal = false }: { minimal?: boolean }) {
  const { t } = useTranslation('common');
  const config = useCustomerConfig();
  const user = useAtomValue(userAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <header>
      <Link to="/" aria-label={config?.name ?? 'Home'}>
        {config?.name}
      </Link>
      {minimal ? null : (
        <nav aria-label={t('nav.main')}>
          <Link to="/">{t('nav.home')}</Link>
          {authenticated ? (
            <Link to="/account/general/" data-testid="signed-in-user">
              {user?.fullName || user?.email}
            </Link>
          ) : (
            <Link to="/auth/login/">{t('nav.sign_in')}</Link>
          )}
        </nav>
      )}
    </header>
  );
}
