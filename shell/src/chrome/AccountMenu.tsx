// Signed in: a menu with account, following, watchlist and sign out. Anonymous: Sign in.
import { useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { isAuthenticatedAtom, logout, userAtom } from '@portal/shared';
import { Button, initials, RouteLink } from '@portal/shared/ui';
import { Menu } from './menu/Menu.tsx';
import { MenuItem, MenuSeparator } from './menu/MenuItem.tsx';
import { useFavouriteClub } from './favourite-club.ts';
import { accountMenuItems } from './nav-items.ts';

export function AccountMenu() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const club = useFavouriteClub(authenticated ? user : null);

  if (!authenticated || !user) {
    return (
      <Button as={RouteLink} whenOff="none" to="/auth/login/" size="small" fullRounded data-testid="sign-in">
        {t('nav.sign_in')}
      </Button>
    );
  }

  const displayName = user.fullName || user.email;
  return (
    <Menu
      aria-label={t('nav.account_menu')}
      align="end"
      trigger={
        <button
          type="button"
          data-testid="signed-in-user"
          aria-label={`${t('nav.account_menu')}: ${displayName}${club ? ` · ${club.name}` : ''}`}
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: theme.space(2),
            padding: theme.space(1),
            paddingInlineEnd: theme.space(1),
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.full,
            backgroundColor: theme.color.surface,
            color: theme.color.text,
            [theme.mq.lg]: { paddingInlineEnd: theme.space(3) },
            '&:hover': { backgroundColor: theme.color.surfaceHover },
          }}
        >
          {/* Initials drawn by CSS, not as text: the button's name (label) must contain its visible text (WCAG 2.5.3). */}
          <span
            aria-hidden="true"
            data-initials={initials(user.fullName, user.email)}
            css={{
              '&::before': { content: 'attr(data-initials)' },
              display: 'inline-grid',
              placeItems: 'center',
              inlineSize: 30,
              blockSize: 30,
              borderRadius: theme.radius.full,
              backgroundColor: theme.color.primary,
              color: theme.color.onPrimary,
              ...theme.text.caption,
              fontWeight: theme.fontWeight.bold,
            }}
          />
          <span
            css={{
              display: 'none',
              maxInlineSize: '14ch',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              ...theme.text.label,
              [theme.mq.lg]: { display: 'inline' },
            }}
            title={displayName}
          >
            {displayName}
          </span>
          {club?.logo && (
            <img src={club.logo} alt="" width={24} height={24} data-testid="header-club-logo" css={{ inlineSize: 24, blockSize: 24, objectFit: 'contain' }} />
          )}
        </button>
      }
    >
      {club && (
        <MenuItem as={RouteLink} whenOff="none" to="/club/" data-testid="header-club">
          {t('nav.my_club', { name: club.name })}
        </MenuItem>
      )}
      {accountMenuItems.map((item) => (
        <MenuItem key={item.to} as={RouteLink} whenOff="none" to={item.to}>
          {t(item.label)}
        </MenuItem>
      ))}
      <MenuSeparator />
      <MenuItem
        danger
        data-testid="sign-out"
        onClick={() => {
          void logout().then(() => navigate('/'));
        }}
      >
        {t('nav.sign_out')}
      </MenuItem>
    </Menu>
  );
}
