// A tenant content page: /faq, /about, /terms, /privacy (fixed slugs) and /info/{type} (any page
// the tenant defines). Title, last update and the document; a text shown in another language than
// the page's (English fallback) carries its own lang and direction, and says so.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTheme } from '@emotion/react';
import { isRtl } from '@portal/shared';
import { Alert, Page, QueryErrorAlert, SkeletonLine } from '@portal/shared/ui';
import { useContentPage } from '../../api/get-content-page.ts';
import { useDateFormat } from '../../lib/format.ts';
import { pageLocale } from './content-loaders.ts';
import { DocumentView } from './DocumentView.tsx';

export function ContentPageView({ slug }: { slug: string }) {
  const { t } = useTranslation('events');
  const theme = useTheme();
  const date = useDateFormat();
  const locale = pageLocale();
  const query = useContentPage(slug, locale);
  const page = query.data;
  if (query.isError) {
    return (
      <Page title={t('info.error_title')} data-testid="content-page">
        <QueryErrorAlert title={t('info.error')} query={query} />
      </Page>
    );
  }
  const foreign = page && page.locale !== locale;
  return (
    <Page
      data-testid="content-page"
      data-slug={slug}
      title={page?.title ?? <SkeletonLine width="40%" />}
      subtitle={page?.updatedAt ? t('info.updated', { date: date(page.updatedAt, { day: 'numeric', month: 'long', year: 'numeric' }) }) : undefined}
      width="narrow"
      {...(foreign ? { lang: page.locale, dir: isRtl(page.locale) ? 'rtl' : 'ltr' } : {})}
    >
      {foreign && page.fallback ? (
        <div lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
          <Alert kind="info">{t('info.fallback')}</Alert>
        </div>
      ) : null}
      {page ? (
        <article css={{ color: theme.color.text }}>
          <DocumentView body={page.body} />
        </article>
      ) : (
        <div aria-busy="true" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
          <SkeletonLine />
          <SkeletonLine />
          <SkeletonLine width="60%" />
        </div>
      )}
    </Page>
  );
}

export const FaqPage = () => <ContentPageView slug="faq" />;
export const AboutPage = () => <ContentPageView slug="about" />;
export const TermsPage = () => <ContentPageView slug="terms" />;
export const PrivacyPage = () => <ContentPageView slug="privacy" />;

export function InfoPage() {
  const { type = '' } = useParams();
  return <ContentPageView key={type} slug={type} />;
}
