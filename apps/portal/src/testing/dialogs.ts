import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RecordedCall } from './mock-api';

/** Clicks the dialog's Save, waits until it closes and returns the body of the POST it sent. */
export async function saveAndReadPost(user: Pick<UserEvent, 'click'>, dialog: HTMLElement, calls: RecordedCall[]) {
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return calls.find((c) => c.method === 'POST')?.body;
}
