import { signIn, backends, useSandbox } from '@pro-portal/test-harness';
import { allOperations } from '../support/operations';
import { createFixture } from '../support/fixture';
import { fuzz } from '../support/fuzzer';

/** A bounded run by default; scripts/fuzz-contract.mjs sets more runs and another seed. */
const RUNS = Number(process.env.CONTRACT_FUZZ_RUNS ?? 8);
const SEED = Number(process.env.CONTRACT_FUZZ_SEED ?? 20261123);

jest.setTimeout(Number(process.env.CONTRACT_FUZZ_TIMEOUT_MS ?? 240_000));

describe.each(backends)('the API contract under generated input (%s)', (backend) => {
  const sb = useSandbox({ backend });

  it(`answers every operation of every spec, from every key scope and signed out, only as declared (seed ${SEED}, ${RUNS} runs each)`, async () => {
    const admin = await signIn(sb.baseUrl, 'ROOT', 'admin', sb.adminPassword);
    const fixture = await createFixture(
      sb.baseUrl,
      { cookie: `pro_session=${admin.fetch.cookies.get('pro_session')}` },
      'A',
    );
    const breaches = await fuzz({
      baseUrl: sb.baseUrl,
      operations: allOperations(),
      fixture,
      seed: SEED,
      runsPerOperation: RUNS,
    });
    expect(breaches).toEqual([]);
  });
});
