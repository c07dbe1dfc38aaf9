export * from './query-client.ts';
