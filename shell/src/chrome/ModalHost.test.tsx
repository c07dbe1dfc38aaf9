// The shell's modal host: one current component, its props and an open flag, driven by the shared
// command any remote calls (openModal, patchModalProps, closeModal).
import { act, render, screen } from '@testing-library/react';
import { closeModal, modalAtom, openModal, patchModalProps, portalStore } from '@portal/shared';
import { ModalHost } from './ModalHost.tsx';

function Probe({ open, onClose, title }: { open: boolean; onClose: () => void; title: string }) {
  return open ? (
    <div role="dialog" aria-label={title}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ) : null;
}

afterEach(() => act(() => portalStore.set(modalAtom, { component: null, props: {}, open: false })));

test('renders nothing until a modal is opened', () => {
  const { container } = render(<ModalHost />);
  expect(container).toBeEmptyDOMElement();
});

test('open shows the component with its props; patch updates them; close hides it and keeps the component', () => {
  render(<ModalHost />);
  act(() => openModal(Probe, { title: 'Remove device?' }));
  expect(screen.getByRole('dialog', { name: 'Remove device?' })).toBeInTheDocument();
  act(() => patchModalProps({ title: 'Remove phone?' }));
  expect(screen.getByRole('dialog', { name: 'Remove phone?' })).toBeInTheDocument();
  act(() => closeModal());
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(portalStore.get(modalAtom).component).toBe(Probe);
});

test('the component closes itself through the onClose the host gives it', () => {
  render(<ModalHost />);
  act(() => openModal(Probe, { title: 'Sign out everywhere?' }));
  act(() => screen.getByRole('button', { name: 'Close' }).click());
  expect(portalStore.get(modalAtom).open).toBe(false);
  expect(screen.queryByRole('dialog')).toBeNull();
});
