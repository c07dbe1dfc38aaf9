// GET /api/content/page/:slug?locale=: a tenant's content page (about, terms, privacy, FAQ,
// /info/{type}) as a structured document (ADR 0019). The mapper keeps only the block kinds it
// knows and only site, https, mailto and tel links, so the page renders text, never markup.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';

export interface Inline {
  text: string;
  href?: string;
  strong?: boolean;
}
export type AnswerBlock = { type: 'paragraph'; content: Inline[] } | { type: 'list'; ordered: boolean; items: Inline[][] };
export type Block = AnswerBlock | { type: 'heading'; text: string } | { type: 'qa'; question: string; answer: AnswerBlock[] };

export interface ContentPage {
  slug: string;
  /** The language of the text (may differ from the page's: English fallback). */
  locale: string;
  fallback: boolean;
  title: string;
  updatedAt: string | null;
  body: Block[];
}

const SAFE_HREF = /^(?:\/(?!\/)|https:\/\/|mailto:|tel:)/i;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function mapInlines(raw: unknown): Inline[] {
  return arr(raw).flatMap((i) => {
    const r = obj(i);
    const t = text(r.text);
    if (!t) return [];
    const href = text(r.href).trim();
    return [{ text: t, ...(href && SAFE_HREF.test(href) ? { href } : {}), ...(r.strong === true ? { strong: true } : {}) }];
  });
}

function mapAnswer(raw: unknown): AnswerBlock | null {
  const r = obj(raw);
  if (r.type === 'paragraph') {
    const content = mapInlines(r.content);
    return content.length ? { type: 'paragraph', content } : null;
  }
  if (r.type === 'list') {
    const items = arr(r.items)
      .map(mapInlines)
      .filter((i) => i.length > 0);
    return items.length ? { type: 'list', ordered: r.ordered === true, items } : null;
  }
  return null;
}

export function mapBlock(raw: unknown): Block | null {
  const r = obj(raw);
  if (r.type === 'heading') return text(r.text) ? { type: 'heading', text: text(r.text) } : null;
  if (r.type === 'qa') {
    const answer = arr(r.answer)
      .map(mapAnswer)
      .filter((b): b is AnswerBlock => b !== null);
    return text(r.question) && answer.length ? { type: 'qa', question: text(r.question), answer } : null;
  }
  return mapAnswer(raw);
}

export function mapContentPage(raw: unknown, slug: string): ContentPage {
  const r = obj(raw);
  return {
    slug: text(r.slug) || slug,
    locale: text(r.locale) || 'en',
    fallback: r.fallback === true,
    title: text(r.title),
    updatedAt: text(r.updatedAt) || null,
    body: arr(r.body)
      .map(mapBlock)
      .filter((b): b is Block => b !== null),
  };
}

export async function getContentPage(slug: string, locale: string, signal?: AbortSignal): Promise<ContentPage> {
  const raw = await api.get<unknown>(`/api/content/page/${encodeURIComponent(slug)}?locale=${encodeURIComponent(locale)}`, { signal });
  return mapContentPage(raw, slug);
}

export const contentPageQuery = (slug: string, locale: string) =>
  queryOptions({ queryKey: ['shell', 'content-page', slug, locale], queryFn: ({ signal }) => getContentPage(slug, locale, signal), staleTime: 60_000 });

export const useContentPage = (slug: string, locale: string) => useQuery(contentPageQuery(slug, locale));
