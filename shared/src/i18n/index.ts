export * from './i18n.ts';
export * from './format.ts';
