// The not-found page of SPEC.md section 2: a per-context title and text, an
// optional danger message and a button back to the home page.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage({ context = 'page', message }: { context?: string; message?: string }) {
  const { t } = useTranslation('common');
  return (
    <section aria-labelledby="not-found-title" data-testid="not-found">
      <h1 id="not-found-title">{t(`errors.${context}_not_found`)}</h1>
      <p>{t(`errors.could_not_find_${context}`)}</p>
      {message ? <p role="alert">{message}</p> : null}
      <Link to="/">{t('actions.go_to_homepage')}</Link>
    </section>
  );
}

export function NotFoundRoute() {
  return <NotFoundPage context="page" />;
}
