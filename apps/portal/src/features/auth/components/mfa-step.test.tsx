import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MfaStep } from './mfa-step';

function setup(failures: string[] = []) {
  const onVerify = jest.fn().mockResolvedValue(undefined);
  const onCancel = jest.fn();
  render(<MfaStep failures={failures} onVerify={onVerify} onCancel={onCancel} />);
  return {
    onVerify,
    onCancel,
    code: screen.getByLabelText('Verification code'),
    verify: screen.getByRole('button', { name: 'Verify' }),
  };
}

jest.setTimeout(30_000);
describe('the MFA step', () => {
  it.each([
    ['12a', 'Please enter a valid numeric verification code.'],
    ['1e3', 'Please enter a valid numeric verification code.'],
    ['1.5', 'The verification code must be an integer.'],
    ['-3', 'The verification code cannot be negative.'],
    ['2147483648', 'The verification code is too large.'],
  ])('rejects %s with "%s" and keeps Verify disabled', async (value, message) => {
    const { code, verify } = setup();
    await userEvent.type(code, value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(verify).toBeDisabled();
  });

  it('sends a valid code as a number', async () => {
    const { code, verify, onVerify } = setup();
    await userEvent.type(code, '2147483647');
    await waitFor(() => expect(verify).toBeEnabled());
    await userEvent.click(verify);
    await waitFor(() => expect(onVerify).toHaveBeenCalledWith(2147483647));
  });

  it('sends a code typed with a space, as authenticator apps show it, as the number it stands for', async () => {
    const { code, verify, onVerify } = setup();
    await userEvent.type(code, '012 345');
    await waitFor(() => expect(verify).toBeEnabled());
    await userEvent.click(verify);
    await waitFor(() => expect(onVerify).toHaveBeenCalledWith(12345));
  });

  it('goes back to the credentials on Cancel', async () => {
    const { onCancel } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('lists the failure messages, with Verify disabled while no code is typed', async () => {
    const { verify } = setup(['Invalid verification code']);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid verification code');
    await waitFor(() => expect(verify).toBeDisabled());
  });
});
