// The modal host (SPEC 4): one current component with its props and an open flag, from
// the shared modal state, so any remote can openModal(Component, props), closeModal()
// and patchModalProps(patch). The component receives `open` and `onClose` besides its props.
import { useAtomValue } from 'jotai';
import { closeModal, modalAtom } from '@portal/shared';

export function ModalHost() {
  const { component: Current, props, open } = useAtomValue(modalAtom);
  if (!Current) return null;
  return <Current {...props} open={open} onClose={closeModal} />;
}
