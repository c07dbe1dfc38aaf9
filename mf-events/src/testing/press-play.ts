// The event page shows the poster with a Play button until the viewer presses it (ADR 0039):
// tests of what the player is given press it first.
import { fireEvent, screen } from '@testing-library/react';

export async function pressPlay(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: /^Play / }));
}
