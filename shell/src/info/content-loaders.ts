// Loaders of the content pages (/faq, /about, /terms, /privacy, /info/{type}): kept apart from the
// pages so the route table stays small and the pages load on first use. An unknown slug is the
// shell's 404 with the 'page' context (docs/product.md).
import { data } from 'react-router';
import { i18n, isApiError, resolveLocale, type NotFoundData, type ParamRule, type RouteLoaderArgs } from '@portal/shared';
import { contentPageQuery } from './get-content-page.ts';

/**
 * The page's query, fetched before it renders: the API's 404 is the shell's not-found page with
 * `context`; any other failure resolves to null so the page shows its own error with a retry.
 */
async function loadOrNotFound<T>(load: Promise<T>, context: string): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data<NotFoundData>({ context }, { status: 404, statusText: 'Page Not Found' });
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    return null;
  }
}

/** The API's slug rule: lower-case letters, digits, single hyphens (anything else is the route 404). */
export const isSlug: ParamRule = (value) => typeof value === 'string' && value.length <= 60 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);

// The language the viewer chose (not i18next's resolved one, which lags while a namespace loads).
export const pageLocale = (): string => resolveLocale(i18n.language);

export const contentLoader =
  (slug: string) =>
  ({ queryClient }: RouteLoaderArgs) =>
    loadOrNotFound(queryClient.ensureQueryData(contentPageQuery(slug, pageLocale())), 'page');

export const infoLoader = ({ params, queryClient }: RouteLoaderArgs) =>
  loadOrNotFound(queryClient.ensureQueryData(contentPageQuery(params.type ?? '', pageLocale())), 'page');
