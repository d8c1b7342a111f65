import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProApiError } from '@pro-portal/sdk';
import { ToastProvider } from '../toast-context';
import { useMutation, type MutationOptions } from './use-mutation';

const refused = (status: number) => new ProApiError(status, { message: 'Refused.', errorCode: 1, errorId: 'x' });

/** A button that runs `mutation` with 'Planners' through useMutation and shows what it resolved to. */
function Harness({
  mutation,
  options,
}: {
  mutation: (name: string) => Promise<string>;
  options: MutationOptions<[string], string>;
}) {
  const run = useMutation(mutation, options);
  return (
    <button
      onClick={async (event) => {
        const button = event.currentTarget;
        button.dataset.result = String(await run('Planners'));
      }}
    >
      run
    </button>
  );
}

async function runWith(mutation: (name: string) => Promise<string>, options: MutationOptions<[string], string> = {}) {
  render(
    <ToastProvider>
      <Harness mutation={mutation} options={options} />
    </ToastProvider>,
  );
  const button = screen.getByRole('button', { name: 'run' });
  await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('data-result'));
}

describe('useMutation', () => {
  it('calls onSuccess with the result and the arguments', async () => {
    const onSuccess = jest.fn();
    await runWith(async (name) => `saved ${name}`, { onSuccess });
    expect(onSuccess).toHaveBeenCalledWith('saved Planners', 'Planners');
  });

  it('shows the error toast with a prefix built from the arguments, and resolves to undefined', async () => {
    await runWith(() => Promise.reject(refused(409)), {
      errorToast: (name) => ({ prefix: `Could not save ${name}.` }),
    });
    expect(await screen.findByText(/Could not save Planners\.\s+Refused\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'run' })).toHaveAttribute('data-result', 'undefined');
  });

  it('lets onError replace the toast', async () => {
    const onError = jest.fn();
    await runWith(() => Promise.reject(refused(400)), { onError });
    expect(onError).toHaveBeenCalledWith(refused(400), 'Planners');
    expect(screen.queryByText('Refused.')).not.toBeInTheDocument();
  });

  it.each([
    [409, 0],
    [500, 1],
  ])('with quietWhen naming 409s, a %p shows %p toasts', async (status, toasts) => {
    const quietWhen = (err: unknown) => err instanceof ProApiError && err.status === 409;
    await runWith(() => Promise.reject(refused(status)), { quietWhen });
    await waitFor(() => expect(screen.queryAllByText('Refused.')).toHaveLength(toasts));
  });

  it('shows no toast for a 401, which takes the person to sign in instead', async () => {
    const statuses = [401, 500];
    await runWith(() => Promise.reject(refused(statuses.shift() ?? 500)), {
      errorToast: { prefix: 'Could not save.' },
    });
    expect(screen.getByRole('button', { name: 'run' })).toHaveAttribute('data-result', 'undefined');
    // The 500 that follows is shown: once its toast is there, the 401's would have been too.
    await userEvent.click(screen.getByRole('button', { name: 'run' }));
    await waitFor(() => expect(screen.queryAllByText(/Could not save\./)).toHaveLength(1));
    expect(screen.getAllByText(/Refused\./)).toHaveLength(1);
  });
});
