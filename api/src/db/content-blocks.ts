// Builders for the demo content pages' documents (ADR 0019): p(), h(), ul(), qa() read like the page.
import type { ContentBlock } from '../routes/content-pages.ts';

export type Inline = { text: string; href?: string; strong?: boolean };
export type Part = string | Inline;
export interface PageSeed {
  slug: string;
  locale: string;
  title: string;
  updated: string;
  body: ContentBlock[];
}
export interface Brand {
  name: string;
  id: string;
  commerce: boolean;
}

const inline = (x: Part): Inline => (typeof x === 'string' ? { text: x } : x);
export const p = (...parts: Part[]): ContentBlock => ({ type: 'paragraph', content: parts.map(inline) });
export const h = (text: string): ContentBlock => ({ type: 'heading', text });
export const ul = (...items: (Part | Part[])[]): ContentBlock => ({ type: 'list', items: items.map((i) => (Array.isArray(i) ? i : [i]).map(inline)) });
export const ol = (...items: (Part | Part[])[]): ContentBlock => ({ ...ul(...items), ordered: true }) as ContentBlock;
export const a = (text: string, href: string): Inline => ({ text, href });
export const b = (text: string): Inline => ({ text, strong: true });
export const qa = (question: string, ...answer: (Part | ContentBlock)[]): ContentBlock => ({
  type: 'qa',
  question,
  answer: answer.map((x) => (typeof x === 'object' && 'type' in x ? x : p(x))) as Extract<ContentBlock, { type: 'qa' }>['answer'],
});
