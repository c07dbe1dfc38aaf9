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

/** A purchase: the offer's fields plus the id of the contract that holds it. */
export interface PurchasedProduct extends ProductOffer {
  contractId: string;
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

/** Contract types whose end date is the contract's own (api/README.md). */
const CONTRACT_DATED = new Set(['SVOD', 'CVOD']);

/**
 * A customer contract of /api/commerce/customer_contracts: fields come from
 * `originalProduct`; the contract's state (active, canceled, payments) wins where it has it.
 */
export function mapPurchasedProduct(raw: Raw): PurchasedProduct {
  const contract = obj(raw);
  const offer = mapProductOffer(obj(contract.originalProduct));
  const state = (key: string, fallback: boolean) => (contract[key] === undefined ? fallback : bool(contract[key]));
  return {
    ...offer,
    contractId: str(contract.id),
    isCanceled: state('isCanceled', offer.isCanceled),
    isActive: state('isActive', offer.isActive),
    autoRenew: state('autoRenew', offer.autoRenew),
    purchaseProcessing: state('purchaseProcessing', offer.purchaseProcessing),
    lastPayment: optStr(contract.lastPayment) ?? offer.lastPayment,
    startDate: optStr(contract.startDate) ?? offer.startDate,
    endDate: CONTRACT_DATED.has(offer.type.toUpperCase()) ? optStr(contract.endDate) : offer.endDate,
  };
}
