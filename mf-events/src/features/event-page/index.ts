// What other features use of the event page (ADR 0054): the paywall a multiview tile shows, a channel
// card's now-and-next, and the stats page's query and panel.
export { EventAccess } from './EventAccess.tsx';
export { useChannelNowNext, useSeen } from './channel/channel-now-next.ts';
export { statsQuery } from './extras/get-event-extras.ts';
export { StatsPanel } from './extras/StatsPanel.tsx';
