// Every enumeration of SPEC.md section 3, as runtime arrays plus their union types.

export const CONTENT_KINDS = ['event', 'clip', 'user_clip', 'user_highlight', 'highlight'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const EVENT_KINDS = ['live', 'upcoming', 'archived', 'channel'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_STATUSES = ['LIVE', 'UPCOMING'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Playback kinds analytics reports. */
export const TRACKING_KINDS = ['live', 'channel', 'vod'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

export const TRAINING_TYPES = ['training', 'other'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

export const CLIP_KINDS = ['auto', 'recap', 'condensed', 'clip', 'highlight'] as const;
export type ClipKind = (typeof CLIP_KINDS)[number];

export const HIGHLIGHT_TYPES = ['game', 'player'] as const;
export type HighlightType = (typeof HIGHLIGHT_TYPES)[number];

export const COMMERCE_MEDIA_TYPES = [
  'commerce_free_media',
  'commerce_members_media',
  'commerce_ppv_media',
  'commerce_transactional_media',
  'commerce_subscription_basic_media',
] as const;
export type CommerceMediaType = (typeof COMMERCE_MEDIA_TYPES)[number];

export const PRICING_MODELS = ['ppv', 'svod', 'cvod'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

/** Product types whose end date is the contract's (SPEC 3 "Product offer"). */
export const PRODUCT_TYPES = ['SVOD', 'CVOD', 'PPV'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const BANNER_TYPES = ['vertical_banner', 'horizontal_banner', 'image'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const PLATFORMS = ['ANDROID', 'IOS', 'OTHER'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const FOLLOW_TARGETS = ['category', 'team', 'league', 'home', 'subcategory'] as const;
export type FollowTarget = (typeof FOLLOW_TARGETS)[number];

/** What the follow API stores (SPEC 3 "Follow entry"). */
export const FOLLOW_ENTRY_TYPES = ['team', 'identity_item'] as const;
export type FollowEntryType = (typeof FOLLOW_ENTRY_TYPES)[number];

export const SOCIAL_LINKS = ['facebook', 'x', 'instagram', 'youtube', 'tiktok', 'web', 'whatsapp'] as const;
export type SocialLink = (typeof SOCIAL_LINKS)[number];

export const TAG_TYPES = ['game', 'player', 'user'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const SORT_FIELDS = ['order', 'added', 'title', 'created'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DATE_FILTERS = ['anytime', 'today', 'yesterday', 'past_7_days', 'past_30_days', 'past_90_days'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export const AUTH_FLOWS = ['signup', 'signin'] as const;
export type AuthFlow = (typeof AUTH_FLOWS)[number];

export const APPROVED_STATUS = 'APPROVED' as const;

export const PAYMENT_ACTIONS = ['redeemAccessCode', 'creditCardPay'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

export const SSO_PROVIDERS = ['facebook', 'google', 'apple', 'ifa'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** Media types of the identity API (SPEC 7 "Identity and follow"). */
export const IDENTITY_MEDIA_TYPES = ['identity', 'identity_item'] as const;
export type IdentityMediaType = (typeof IDENTITY_MEDIA_TYPES)[number];

export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
