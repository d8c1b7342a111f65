import { createTunnelSchema, fieldErrorsSync } from '@pro-portal/rules';
import { DEFAULT_TUNNEL_USER_GROUPS, tunnelHints } from './tunnel-hints';

describe('the tunnel form', () => {
  it('starts with every group of every environment, which the rule accepts', () => {
    expect(DEFAULT_TUNNEL_USER_GROUPS).toBe('.*@.*');
    const tunnel = { context: 'db-link', socketAddress: 'db.internal:5432', userGroups: DEFAULT_TUNNEL_USER_GROUPS };
    expect(fieldErrorsSync(createTunnelSchema(), tunnel)).toEqual({});
  });

  it("hints at each field's form", () => {
    expect(tunnelHints.socketAddress).toContain('host:port');
    expect(tunnelHints.userGroups).toContain('Group@Environment');
    expect(tunnelHints.userGroups).toContain('.*@.*');
  });
});
