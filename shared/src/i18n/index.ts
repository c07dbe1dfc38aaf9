export * from './i18n.ts';
