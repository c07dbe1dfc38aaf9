import { arr, bool, num, obj, optStr, str, type Raw } from './values.ts';

export interface Banner {
  imageUrl: string | null;
  linkUrl: string | null;
  linkTarget: string | null;
}

export interface IdentitySocial {
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  web: string | null;
}

/** A category (media_type identity) or sub-category (media_type identity_item). */
export interface Identity {
  id: string;
  mediaType: 'identity' | 'identity_item';
  archived: boolean;
  title: string;
  banner: Banner | null;
  banners: Banner[];
  mobileBanners: Banner[];
  image: string | null;
  logo: string | null;
  social: IdentitySocial;
  identityIds: string[];
  /** Parent category ids (sub-categories only). */
  mainCategories: string[];
  order: number;
}

export const NO_TITLE = 'NO TITLE';

export function mapBanner(raw: unknown): Banner {
  const r = obj(raw);
  return { imageUrl: optStr(r.imageUrl), linkUrl: optStr(r.linkUrl), linkTarget: optStr(r.linkTarget) };
}

function mapIdentityOf(raw: Raw, mediaType: Identity['mediaType']): Identity {
  const r = obj(raw);
  const social = obj(r.social);
  const link = (key: string) => optStr(r[key] ?? social[key]);
  return {
    id: str(r.id),
    mediaType,
    archived: bool(r.archived),
    title: optStr(r.title) ?? NO_TITLE,
    banner: r.banner ? mapBanner(r.banner) : null,
    banners: arr(r.banners).map(mapBanner),
    mobileBanners: arr(r.mobileBanners).map(mapBanner),
    image: optStr(r.image),
    logo: optStr(r.logo),
    social: { facebook: link('facebook'), instagram: link('instagram'), twitter: link('twitter'), web: link('web') },
    identityIds: arr(r.identityIds).map((id) => str(id)),
    mainCategories: arr(r.mainCategories).map((id) => str(id)),
    order: num(r.order),
  };
}

export const mapCategory = (raw: Raw): Identity => mapIdentityOf(raw, 'identity');
export const mapSubCategory = (raw: Raw): Identity => mapIdentityOf(raw, 'identity_item');

/** Picks the mapper from the record's own media_type. */
export const mapIdentity = (raw: Raw): Identity => mapIdentityOf(raw, obj(raw).media_type === 'identity_item' ? 'identity_item' : 'identity');
