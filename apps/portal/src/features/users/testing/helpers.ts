import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type TestUser = ReturnType<typeof userEvent.setup>;

/** Opens the tab ('Groups' or 'Users') of the shown environment. */
export async function openTab(user: TestUser, name: 'Groups' | 'Users') {
  await user.click(await screen.findByRole('tab', { name: new RegExp(`^${name} \\(`) }));
}

/** The accordion summary (a button) of a group; its name may start with the lock or everyone icon's title. */
export async function findGroupSummary(name: string) {
  const panel = await screen.findByRole('tabpanel');
  return within(panel).findByRole('button', { name: new RegExp(`^(Role group |Everyone group )?${name} `) });
}

/** Expands a group's panel and returns its region (the accordion). */
export async function expandGroup(user: TestUser, name: string) {
  const summary = await findGroupSummary(name);
  if (summary.getAttribute('aria-expanded') !== 'true') await user.click(summary);
  return summary.closest('.MuiAccordion-root') as HTMLElement;
}

/** Types into a text field of a dialog by paste (fast) after clearing it. */
export async function fill(user: TestUser, dialog: HTMLElement, label: string, value: string) {
  const field = within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}

/** Picks an option of a MUI select found by its accessible name. */
export async function choose(
  user: TestUser,
  selectName: string | RegExp,
  option: string,
  container: HTMLElement = document.body,
) {
  await user.click(within(container).getByRole('combobox', { name: selectName }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Clicks the page's button of that name and returns the dialog it opens. */
export async function openDialog(user: TestUser, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

/** Enters `value` in the dialog's field ('' for one typed into and cleared), leaves it, and expects `message` with Save disabled. */
export async function expectRejected(
  user: TestUser,
  dialog: HTMLElement,
  label: string,
  value: string,
  message: string,
) {
  await fill(user, dialog, label, value || 'x');
  if (!value) await fill(user, dialog, label, '');
  await user.tab();
  expect(await within(dialog).findByText(message)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
}
