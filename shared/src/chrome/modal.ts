// The modal host of docs/product.md: one current component with its props and an open flag. Any app
// opens one (openModal(Component, props)); the shell's ModalHost renders it.
import type { ComponentType } from 'react';
import { atom } from 'jotai';
import { portalStore } from '../session/store.ts';

interface ModalState {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any> | null;
  props: Record<string, unknown>;
  open: boolean;
}

export const modalAtom = atom<ModalState>({ component: null, props: {}, open: false });

/** What the host hands the component besides its own props. */
interface HostedProps {
  open: boolean;
  onClose: () => void;
}

export function openModal<P extends object>(component: ComponentType<P & HostedProps>, props: P = {} as P): void {
  portalStore.set(modalAtom, { component, props: props as Record<string, unknown>, open: true });
}

/** Closes the modal; the component stays until the next open so an exit animation can run. */
export function closeModal(): void {
  portalStore.set(modalAtom, (state) => ({ ...state, open: false }));
}

export function patchModalProps(patch: Record<string, unknown>): void {
  portalStore.set(modalAtom, (state) => ({ ...state, props: { ...state.props, ...patch } }));
}
