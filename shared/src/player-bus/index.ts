export * from './player-bus.ts';
