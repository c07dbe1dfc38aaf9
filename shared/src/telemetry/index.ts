export * from './analytics.ts';
export * from './push.ts';
export * from './error-reporting.ts';
