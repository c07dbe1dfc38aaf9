// What an offer on an event's paywall is called and where it leads (issue 27 item 1). A ticket
// goes to mf-commerce's pay-per-view checkout, whose success page returns to the event by the
// payment's event id; a plan goes to its checkout with `?redirect=` back to the event, which the
// success page's "Start watching" follows. Links only: a remote never imports another remote.
import { formatPrice, numberFormat } from '@portal/shared';
import type { CommerceOption } from './extras/get-event-extras.ts';

/** The events namespace's translate function (react-i18next's `t`). */
export type Translate = (key: string, options?: Record<string, string>) => string;

export const isTicket = (offer: Pick<CommerceOption, 'type'>): boolean => offer.type.toLowerCase() === 'ppv';

export const eventPath = (eventId: string): string => `/events/${encodeURIComponent(eventId)}/`;

export function offerPath(offer: Pick<CommerceOption, 'id' | 'type'>, eventId: string): string {
  if (isTicket(offer)) return `/payment/event/${encodeURIComponent(eventId)}/`;
  return `/account/subscription/buy/${encodeURIComponent(offer.id)}/?redirect=${encodeURIComponent(eventPath(eventId))}`;
}

const UNITS: Record<string, 'day' | 'week' | 'month' | 'year'> = {
  d: 'day',
  day: 'day',
  w: 'week',
  week: 'week',
  m: 'month',
  month: 'month',
  y: 'year',
  year: 'year',
};

/** "$4.99", "$9.99 per month", "$24.99 every 3 months"; null without a price. */
export function offerPrice(offer: CommerceOption, tr: Translate, locale: string): string | null {
  if (offer.price === null) return null;
  const price = formatPrice(offer.price, offer.currency, locale);
  const unit = offer.durationUnits ? UNITS[offer.durationUnits.toLowerCase().replace(/s$/, '')] : undefined;
  if (isTicket(offer) || !unit || !offer.duration) return price;
  if (offer.duration === 1) return tr(`offers.per.${unit}`, { price });
  const duration = numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(offer.duration);
  return tr('offers.every', { price, duration });
}

/** The offer's whole label: what it buys, then for how much ("Buy this event · $4.99"). */
export function offerLabel(offer: CommerceOption, tr: Translate, locale: string): string {
  const action = isTicket(offer) ? tr('offers.buyEvent') : tr('offers.subscribe', { title: offer.title });
  const price = offerPrice(offer, tr, locale);
  return price ? `${action} · ${price}` : action;
}
