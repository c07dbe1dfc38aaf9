import { arr, bool, num, obj, optStr, str, type Raw } from './values.ts';

export interface Subscription {
  id: string;
  title: string;
  description: string;
  productId: string | null;
  isCanceled: boolean;
  price: number;
  currency: string;
  type: string;
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
  lastPayment: string | null;
  autoRenew: boolean;
  duration: number | null;
  durationUnits: string | null;
  allowedItems: unknown[];
}

export function mapSubscription(raw: Raw): Subscription {
  const r = obj(raw);
  return {
    id: str(r.id),
    title: str(r.title),
    description: str(r.description),
    productId: optStr(r.productId),
    isCanceled: bool(r.isCanceled),
    price: num(r.price),
    currency: optStr(r.currency) ?? 'N/A',
    type: str(r.type),
    isActive: bool(r.isActive),
    startDate: optStr(r.startDate),
    endDate: optStr(r.endDate),
    lastPayment: optStr(r.lastPayment),
    autoRenew: bool(r.autoRenew),
    duration: r.duration == null ? null : num(r.duration),
    durationUnits: optStr(r.durationUnits),
    allowedItems: arr(r.allowedItems ?? r.allowedAccessIdentityItems),
  };
}
