import { arr, bool, num, obj, optStr, str, type Raw } from './values.ts';

export interface ProductOffer {
  id: string;
  title: string;
  description: string;
  eventId: string | null;
  price: number;
  currency: string;
  type: string;
  isCanceled: boolean;
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
  purchaseProcessing: boolean;
  lastPayment: string | null;
  autoRenew: boolean;
  isEventAvailableInUserRegion: boolean;
  duration: number | null;
  durationUnits: string | null;
  allowedAccessIdentityItems: unknown[];
}

export function mapProductOffer(raw: Raw): ProductOffer {
  const r = obj(raw);
  return {
    id: str(r.id),
    title: str(r.title),
    description: str(r.description),
    eventId: optStr(r.eventId),
    price: num(r.price),
    currency: optStr(r.currency) ?? 'N/A',
    type: str(r.type),
    isCanceled: bool(r.isCanceled),
    isActive: bool(r.isActive),
    startDate: optStr(r.startDate),
    endDate: optStr(r.endDate),
    purchaseProcessing: bool(r.purchaseProcessing),
    lastPayment: optStr(r.lastPayment),
    autoRenew: bool(r.autoRenew),
    isEventAvailableInUserRegion: r.isEventAvailableInUserRegion === undefined ? true : bool(r.isEventAvailableInUserRegion),
    duration: r.duration == null ? null : num(r.duration),
    durationUnits: optStr(r.durationUnits),
    allowedAccessIdentityItems: arr(r.allowedAccessIdentityItems),
  };
}
