// The page shell of a route whose real page comes in a later issue: a translated
// title, what the page will hold, and a way back home. Never a blank page.
import { useTheme } from '@emotion/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, buttonStyles } from '@portal/shared';

export function ComingSoon({ page }: { page: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation('account');
  return (
    <section
      aria-labelledby="coming-soon-title"
      data-testid={`coming-soon-${page}`}
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: t.space(4),
        padding: t.space(8),
        borderRadius: t.radius.xl,
        backgroundColor: t.color.surface,
        border: `1px solid ${t.color.border}`,
      }}
    >
      <Badge variant="primary">{tr('soon.badge')}</Badge>
      <h1 id="coming-soon-title" css={{ ...t.text.h1, margin: 0 }}>
        {tr(`pages.${page}.title`)}
      </h1>
      <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0 }}>{tr(`pages.${page}.description`)}</p>
      <Link to="/" css={(theme) => buttonStyles(theme, { variant: 'primary', size: 'medium', fullWidth: false, fullRounded: false })}>
        {tr('soon.backHome')}
      </Link>
    </section>
  );
}

/** A stable page component per key, for route tables; `wrap` puts it in a section layout. */
export function comingSoon(page: string, Wrap?: ComponentType<{ children: React.ReactNode }>): ComponentType {
  return function ComingSoonRoute() {
    const body = <ComingSoon page={page} />;
    return Wrap ? <Wrap>{body}</Wrap> : body;
  };
}
