// The dialog library is not part of the kit's first load: a dialog open from the start shows once it arrives.
import { screen } from '@testing-library/react';
import { Dialog } from '../../components/Dialog.tsx';
import { renderUi } from '../test-utils.tsx';

it('renders a dialog that was open from the start once its implementation is there', async () => {
  renderUi(
    <Dialog open onClose={() => {}} title="Survey">
      <button type="button">Start</button>
    </Dialog>,
  );
  expect(await screen.findByRole('dialog', { name: 'Survey' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
});
