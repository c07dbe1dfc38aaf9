export * from './errors.ts';
export * from './query-string.ts';
export * from './tokens.ts';
export * from './refresh-lock.ts';
export * from './client.ts';
export * from './api.ts';
export * from './paged.ts';
