export * from './toasts.ts';
export * from './modal.ts';
export * from './page-title.ts';
