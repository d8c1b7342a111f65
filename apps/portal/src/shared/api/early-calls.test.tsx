import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import type { Key } from 'swr';
import type { ProClient } from '@pro-portal/sdk';
import { SdkProvider } from '../sdk-provider';
import { startEarly } from './early-calls';
import { useSdkSWR } from './use-sdk-swr';

/** A call that counts how often it ran and answers `answer` (or fails with it, when an Error). */
function counted<T>(answer: T) {
  const call = { runs: 0, run: () => undefined as unknown as Promise<T> };
  call.run = () => {
    call.runs += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return call;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SdkProvider client={{} as ProClient}>{children}</SdkProvider>
);

/** The portal's reading hook on `key`, whose own call is `call`. */
const readWith = <T,>(key: Key, call: () => Promise<T>) => renderHook(() => useSdkSWR(key, () => call()), { wrapper });

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('calls started early', () => {
  it("fill the cache when they answer, so the hook's first render shows the answer and nothing is asked again", async () => {
    const early = counted(['app 1']);
    const hook = counted(['app 2']);
    startEarly([[['early', 'filled'], early.run]]);
    await settle();
    const { result } = readWith(['early', 'filled'], hook.run);
    expect(result.current.data).toEqual(['app 1']);
    await settle();
    expect(result.current.data).toEqual(['app 1']);
    expect([early.runs, hook.runs]).toEqual([1, 0]);
  });

  it('are the hook’s request while still on their way', async () => {
    let answer = (_: string[]) => undefined as void;
    const early = new Promise<string[]>((r) => (answer = r));
    const hook = counted(['app 2']);
    startEarly([[['early', 'pending'], () => early]]);
    await settle();
    const { result } = readWith(['early', 'pending'], hook.run);
    expect(result.current.data).toBeUndefined();
    answer(['app 1']);
    await waitFor(() => expect(result.current.data).toEqual(['app 1']));
    expect(hook.runs).toBe(0);
  });

  it('leave a failure for the hook to show', async () => {
    const refusal = new Error('The server refused.');
    startEarly([[['early', 'failed'], counted(refusal).run]]);
    await settle();
    const hook = counted(['app 2']);
    const { result } = readWith(['early', 'failed'], hook.run);
    await waitFor(() => expect(result.current.error).toBe(refusal));
    expect(hook.runs).toBe(0);
  });

  it('are dropped when they are not handed over (nobody signed in): the hook asks afresh', async () => {
    const early = counted(new Error('Unauthorized'));
    startEarly([[['early', 'dropped'], early.run]], Promise.resolve(false));
    await settle();
    const hook = counted(['app 2']);
    const { result } = readWith(['early', 'dropped'], hook.run);
    await waitFor(() => expect(result.current.data).toEqual(['app 2']));
    expect([early.runs, hook.runs]).toEqual([1, 1]);
  });
});
