export * from './enums.ts';
// Raw-value readers every app's mappers use (the API is loose about types).
export { str, optStr, num, optNum, bool, arr, obj } from './values.ts';
export type { Raw, Id } from './values.ts';
export * from './paged.ts';
export * from './user.ts';
export * from './device.ts';
export type { Platform, UserAgentHints, UserAgentInfo } from './user-agent.ts';
export * from './event.ts';
export * from './product.ts';
export * from './subscription.ts';
export * from './identity.ts';
export * from './follow.ts';
