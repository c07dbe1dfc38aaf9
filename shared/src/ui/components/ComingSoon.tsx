// The page shell (for every remote) of a route whose real page comes in a later issue: a translated
// title, what the page will hold, and a way back home. Never a blank page.
import { useTheme } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../chrome/page-title.ts';
import { Badge } from './Badge.tsx';
import { buttonStyles } from './Button.tsx';

/** Texts come from the remote's namespace: soon.badge, soon.backHome, pages.<page>.title/description. */
export function ComingSoon({ namespace, page }: { namespace: string; page: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation(namespace);
  usePageTitle(tr(`pages.${page}.title`));
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


const routeComponents = new Map<string, ComponentType>();

/**
 * A stable page component for a route table: the panel with the remote's texts inside
 * the frame the remote gives its pages (Narrow, Page, a section layout).
 */
export function comingSoonPage(namespace: string, page: string, Frame: ComponentType<{ children: ReactNode }>): ComponentType {
  const key = `${namespace}:${page}:${Frame.name}`;
  let component = routeComponents.get(key);
  if (!component) {
    component = function ComingSoonRoute() {
      return (
        <Frame>
          <ComingSoon namespace={namespace} page={page} />
        </Frame>
      );
    };
    routeComponents.set(key, component);
  }
  return component;
}
