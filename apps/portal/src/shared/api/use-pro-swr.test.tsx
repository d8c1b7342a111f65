import { StrictMode, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ALL_APIS, createProClient, type ProClient } from '@pro-portal/sdk';
import { useProSWR } from './use-pro-swr';

/** A client whose calls wait until `answer()` is called, keeping each call's signal. */
function pendingClient() {
  const calls: Array<{ signal: AbortSignal | undefined; answer: (body: unknown) => void }> = [];
  const fetch = (_url: string, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? undefined;
      signal?.addEventListener('abort', () => reject(signal.reason as Error));
      calls.push({
        signal,
        answer: (body) =>
          resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })),
      });
    });
  return { client: createProClient({ fetch }, ALL_APIS), calls };
}

const tunnelsKey = ['main', '/customization/tunnels'] as const;

function Tunnels({ client, name }: { client: ProClient; name: string }) {
  const { data, error } = useProSWR(tunnelsKey, async (signal) =>
    (await client.main.customization.listTunnels({ signal })).tunnels.map((t) => t.context),
  );
  if (error) return <p>{`${name}: failed`}</p>;
  return <p>{`${name}: ${data ? data.join(', ') || 'none' : 'loading'}`}</p>;
}

function Page({ client, names, strict }: { client: ProClient; names: string[]; strict?: boolean }) {
  const content: ReactNode = names.map((name) => <Tunnels key={name} client={client} name={name} />);
  return (
    <SWRConfig value={{ provider: cache, shouldRetryOnError: false }}>
      {strict ? <StrictMode>{content}</StrictMode> : content}
    </SWRConfig>
  );
}

let map: Map<string, unknown>;
const cache = () => map as never;
beforeEach(() => {
  map = new Map();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('useProSWR', () => {
  it('aborts the SDK call when the page that asked for it unmounts before the answer', async () => {
    const { client, calls } = pendingClient();
    const view = render(<Page client={client} names={['list']} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.signal?.aborted).toBe(false);
    view.unmount();
    await waitFor(() => expect(calls[0]!.signal?.aborted).toBe(true));
  });

  it('keeps the shared call while another component still uses the key, and aborts it when the last goes', async () => {
    const { client, calls } = pendingClient();
    const view = render(<Page client={client} names={['header', 'list']} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    view.rerender(<Page client={client} names={['header']} />);
    await tick();
    expect(calls[0]!.signal?.aborted).toBe(false);
    view.rerender(<Page client={client} names={[]} />);
    await waitFor(() => expect(calls[0]!.signal?.aborted).toBe(true));
  });

  it('a page that comes back after an abort loads afresh instead of showing the cancel as an error', async () => {
    const { client, calls } = pendingClient();
    const view = render(<Page client={client} names={['list']} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    view.rerender(<Page client={client} names={[]} />);
    await waitFor(() => expect(calls[0]!.signal?.aborted).toBe(true));
    await tick();
    view.rerender(<Page client={client} names={['list']} />);
    expect(screen.getByText('list: loading')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.answer({ tunnels: [{ id: 1, context: 'db', socketAddress: 'db:5432', userGroups: [] }] });
    expect(await screen.findByText('list: db')).toBeInTheDocument();
  });

  it("does not abort on React's strict-mode remount, and the answer arrives", async () => {
    const { client, calls } = pendingClient();
    render(<Page client={client} names={['list']} strict />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await tick();
    expect(calls.every((call) => !call.signal?.aborted)).toBe(true);
    for (const call of calls) call.answer({ tunnels: [] });
    expect(await screen.findByText('list: none')).toBeInTheDocument();
  });

  it('an answer that came does not leave anything to abort', async () => {
    const { client, calls } = pendingClient();
    const view = render(<Page client={client} names={['list']} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.answer({ tunnels: [{ id: 1, context: 'db', socketAddress: 'db:5432', userGroups: [] }] });
    expect(await screen.findByText('list: db')).toBeInTheDocument();
    view.unmount();
    await tick();
    expect(calls[0]!.signal?.aborted).toBe(false);
  });
});
