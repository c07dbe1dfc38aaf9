// Everything the portal server renders outside the JSON API (issue 26 item 2), with what each may
// show of media. renderers-authz.test.ts iterates this list: for each renderer that draws media, a
// stranger (anonymous, another signed-in user, another tenant) asks for a user's private clip and
// must see nothing of it; and every GET route the server registers outside /api and /media must be
// listed here, so a new renderer cannot skip the check. Media rows are read through one decision,
// media/visibility.ts, which the JSON API's getMediaJson uses too.

/** URLs of a renderer that would draw the media row `mediaId` (a clip of the event `eventId`). */
export type RendererProbe = (ids: { mediaId: number; eventId: number }) => string[];

export interface ServerRenderer {
  /** `METHOD url-pattern` as registered (the route table's key). */
  route: string;
  what: string;
  /** A renderer that draws media: the URLs the test asks for a private clip. */
  probe?: RendererProbe;
  /** A renderer that draws no media row: why it needs no media check. */
  noMedia?: string;
}

export const SERVER_RENDERERS: readonly ServerRenderer[] = [
  {
    route: 'GET /assets/posters/:file',
    what: 'generated poster artwork: SVG (cards, hero, player) and PNG (link previews); title in its aria-label',
    probe: ({ mediaId }) => [`/assets/posters/${mediaId}.svg`, `/assets/posters/${mediaId}.svg?dir=rtl&layout=wide`, `/assets/posters/${mediaId}.png`],
  },
  {
    route: 'GET /*',
    what: "a page's HTML: first paint (event or channel poster and title), Open Graph and X card tags, the page's 404",
    probe: ({ mediaId, eventId }) => [
      `/events/${mediaId}/`,
      `/channels/${mediaId}/`,
      `/events/stats/${mediaId}/`,
      `/events/${eventId}/?highlight=${mediaId}`,
      `/events/${eventId}/?highlight=${mediaId}&x=1`,
    ],
  },
  {
    route: 'GET /',
    what: "the home page's HTML: first paint of the hero (asked of /api/event/list, which lists no user media)",
    probe: () => ['/', '/?highlight=0'],
  },
  { route: 'GET /assets/teams/:file', what: 'team crests', noMedia: 'public team names and colours of the tenant' },
  { route: 'GET /assets/identities/:file', what: 'league and category badges', noMedia: 'public league titles of the tenant' },
  { route: 'GET /assets/tenants/:id/icon.svg', what: 'the tab icon', noMedia: "the tenant's public branding" },
  { route: 'GET /assets/tenants/:id/logo.svg', what: 'the logo', noMedia: "the tenant's public branding" },
  { route: 'GET /favicon.ico', what: 'redirect to the icon', noMedia: 'a fixed redirect on the portal origin' },
  { route: 'GET /embed.js', what: 'the embed loader', noMedia: 'code only; an embed reads its event from /api/event/get_by_id (the API decision)' },
  { route: 'GET /embed/:file', what: 'the embed runtime', noMedia: 'code only' },
  { route: 'GET /push-sw.js', what: 'the web push worker', noMedia: 'code only; notification texts come from the user-scoped push route' },
];
