// A tenant content page: /faq, /about, /terms, /privacy (fixed slugs) and /info/{type} (any page
// the tenant defines). Title, last update and the document; a text shown in another language than
// the page's (English fallback) carries its own lang and direction, and says so.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTheme } from '@emotion/react';
import { dateTimeFormat, isRtl } from '@portal/shared';
import { Alert, Page, QueryErrorAlert, SkeletonLine } from '@portal/shared/ui';
import { useContentPage } from './get-content-page.ts';
import { pageLocale } from './content-loaders.ts';
import { DocumentView } from './DocumentView.tsx';

/** '14 October 2026' in the page's language; nothing for a date the API did not send or got wrong. */
function dayOf(iso: string | null, locale: string): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

export function ContentPageView({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('info');
  const theme = useTheme();
  const locale = pageLocale();
  const query = useContentPage(slug, locale);
  const page = query.data;
  if (query.isError) {
    return (
      <Page title={t('error_title')} data-testid="content-page">
        <QueryErrorAlert title={t('error')} query={query} />
      </Page>
    );
  }
  const foreign = page && page.locale !== locale;
  return (
    <Page
      data-testid="content-page"
      data-slug={slug}
      title={page?.title ?? <SkeletonLine width="40%" />}
      subtitle={page?.updatedAt ? t('updated', { date: dayOf(page.updatedAt, i18n.resolvedLanguage ?? i18n.language) }) : undefined}
      width="narrow"
      {...(foreign ? { lang: page.locale, dir: isRtl(page.locale) ? 'rtl' : 'ltr' } : {})}
    >
      {foreign && page.fallback ? (
        <div lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
          <Alert kind="info">{t('fallback')}</Alert>
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
