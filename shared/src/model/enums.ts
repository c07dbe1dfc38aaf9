// Enumerations of SPEC.md section 3 that code reads, as runtime arrays plus their union types.
// The rest of SPEC 3's catalogue is added by the app that first needs it (in that app,
// unless a second app needs it too).

// Tracking uses live, channel, vod (SPEC 3 "Event kinds").
export const TRACKING_KINDS = ['live', 'channel', 'vod'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Follow entries reference a team or an identity item (SPEC 3 "Follow entry"). */
export const FOLLOW_ENTRY_TYPES = ['team', 'identity_item'] as const;
export type FollowEntryType = (typeof FOLLOW_ENTRY_TYPES)[number];
