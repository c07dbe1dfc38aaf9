export * from './toasts.ts';
export * from './modal.ts';
