// Enumerations of api/README.md that code reads, as runtime arrays plus their union types.
// The rest of api/README.md's catalogue is added by the app that first needs it (in that app,
// unless a second app needs it too).

// Tracking uses live, channel, vod (api/README.md "Event kinds").
export const TRACKING_KINDS = ['live', 'channel', 'vod'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Follow entries reference a team or an identity item (api/README.md "Follow entry"). */
export const FOLLOW_ENTRY_TYPES = ['team', 'identity_item'] as const;
export type FollowEntryType = (typeof FOLLOW_ENTRY_TYPES)[number];
