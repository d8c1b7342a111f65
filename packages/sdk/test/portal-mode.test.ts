import { readPortalMode, type ClientWithPortalMode } from '../src/portal-mode';

/** A client whose portal-mode call answers with the given header, or fails. */
const answering = (header: string | null, fails = false): ClientWithPortalMode =>
  ({
    v1: {
      portalMode: {
        getPortalModeRaw: async () => {
          if (fails) throw new TypeError('Failed to fetch');
          return { raw: new Response(null, { headers: header === null ? {} : { 'X-Account-Portal-Mode': header } }) };
        },
      },
    },
  }) as unknown as ClientWithPortalMode;

describe('readPortalMode', () => {
  it("turns mixed mode on only for the header value 'mixed', exactly", async () => {
    expect(await readPortalMode(answering('mixed'))).toBe('yes');
    expect(await readPortalMode(answering('Mixed'))).toBe('no');
    expect(await readPortalMode(answering(''))).toBe('no');
    expect(await readPortalMode(answering(null))).toBe('no');
  });

  it('answers no when the call fails', async () => {
    expect(await readPortalMode(answering('mixed', true))).toBe('no');
  });
});
