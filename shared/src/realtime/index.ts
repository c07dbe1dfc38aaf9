export * from './events.ts';
export * from './realtime.ts';
export * from './current.ts';
