// Link previews (issue 15 item 4): the served HTML of an event or channel page carries Open Graph
// and X (Twitter) card tags with its title, a description and the poster as a 1200x675 PNG, so a
// link pasted into a chat or a post previews well. A shared clip or highlight (`?highlight=<id>`)
// previews with its own title when it is public; a user's private clip never lends its title:
// both rows are read through the API's decision (media/visibility.ts) for the page's asker.
import type { Db } from '../db/client.ts';
import { visibleMediaRow, type MediaAsker } from '../media/visibility.ts';
import { escapeHtml } from './preloads.ts';

const PUBLIC_CLIPS = ['clip', 'highlight'];

export interface ShareMetaInput {
  db: Db;
  /** Who asks: the page's tenant (a page's HTML carries no token). */
  asker: MediaAsker;
  tenantName: string;
  origin: string;
  /** Path and query of the page as requested. */
  url: string;
  eventId: number;
  dir: 'ltr' | 'rtl';
  locale: string;
}

export async function shareMetaTags(input: ShareMetaInput): Promise<string | undefined> {
  const { db, asker, tenantName, origin, url, eventId, dir } = input;
  const event = await visibleMediaRow(db, asker, eventId, ['event']);
  if (!event) return undefined;
  const clipId = Number(new URL(url, origin).searchParams.get('highlight'));
  const shared = Number.isSafeInteger(clipId) && clipId > 0 ? await visibleMediaRow(db, asker, clipId, PUBLIC_CLIPS) : undefined;
  // a clip of this event only; anything else previews as the event
  const clip = shared?.parentId === event.id ? shared : undefined;
  const subject = clip ?? event;
  const title = `${subject.title || event.title} · ${tenantName}`;
  const description = (event.description || `${event.title}: watch on ${tenantName}`).slice(0, 200);
  const image = `${origin}/assets/posters/${subject.id}.png?dir=${dir}`;
  const page = `${origin}${url}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'video.other'],
    ['property', 'og:site_name', tenantName],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', page],
    ['property', 'og:locale', input.locale.replace('-', '_')],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '675'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'description', description],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
}
