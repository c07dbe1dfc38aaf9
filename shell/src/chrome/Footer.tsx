import { useTranslation } from 'react-i18next';
import { useTheme } from '@emotion/react';
import { useCustomerConfig } from '@portal/shared';
import { Brand } from './Header.tsx';
import { footerLinks } from './nav-items.ts';
import { SocialLinksList } from './SocialLinks.tsx';
import { RouteLink } from '@portal/shared/ui';

export function Footer() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const config = useCustomerConfig();
  return (
    <footer
      data-preload="intent"
      data-testid="site-footer"
      css={{ marginBlockStart: 'auto', borderBlockStart: `1px solid ${theme.color.border}`, backgroundColor: theme.color.sunken, color: theme.color.textMuted }}
    >
      <div
        css={{
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space(6),
          maxInlineSize: theme.layout.maxWidth,
          marginInline: 'auto',
          padding: theme.space(10, 4),
          [theme.mq.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', paddingInline: theme.layout.gutter.md },
          [theme.mq.lg]: { paddingInline: theme.layout.gutter.lg },
          [theme.mq['2xl']]: { paddingInline: theme.layout.gutter['2xl'] },
        }}
      >
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
          <Brand testId="footer-brand" />
          <p css={{ ...theme.text.caption }}>
            © {new Date().getFullYear()} {config?.name}. {t('footer.rights')}
          </p>
          <SocialLinksList links={config?.social_links} name={config?.name ?? ''} />
        </div>
        <nav aria-label={t('footer.label')}>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2, 6) }}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <RouteLink
                  to={link.to}
                  whenOff="none"
                  css={{
                    ...theme.text.bodySmall,
                    color: theme.color.textMuted,
                    textDecoration: 'none',
                    '&:hover': { color: theme.color.text, textDecoration: 'underline' },
                  }}
                >
                  {t(link.label)}
                </RouteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
