export * from './toasts.ts';
export * from './page-title.ts';
