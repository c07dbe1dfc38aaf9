// The modal host (docs/product.md): one current component with its props and an open flag
// (openModal(Component, props), closeModal(), patchModalProps(patch) from any app).
// The component receives `open` and `onClose` besides its props.
import { useAtomValue } from 'jotai';
import { closeModal, modalAtom } from '@portal/shared';

export function ModalHost() {
  const { component: Current, props, open } = useAtomValue(modalAtom);
  if (!Current) return null;
  return <Current {...props} open={open} onClose={closeModal} />;
}
