export * from './store.ts';
export * from './persist.ts';
export * from './atoms.ts';
export * from './device-id.ts';
export * from './token-store.ts';
export * from './actions.ts';
export * from './follow.ts';
export * from './watchlist.ts';
