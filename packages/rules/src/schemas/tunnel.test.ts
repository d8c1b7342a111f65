import { describe, expect, it } from '@jest/globals';
import { DEFAULT_TUNNEL_USER_GROUPS } from '../constants';
import { tunnelHints } from '../messages';
import { fieldErrorsSync } from '../validation';
import { createTunnelSchema } from './tunnel';

describe('tunnel form', () => {
  it('requires context, socket address and user groups', () => {
    expect(fieldErrorsSync(createTunnelSchema(), { context: '', socketAddress: ' ', userGroups: '' })).toEqual({
      context: 'Context is required.',
      socketAddress: 'Socket address is required',
      userGroups: 'User groups is required',
    });
  });

  it('accepts a tunnel with the default user groups', () => {
    const tunnel = { context: 'db-link', socketAddress: 'db.internal:5432', userGroups: DEFAULT_TUNNEL_USER_GROUPS };
    expect(fieldErrorsSync(createTunnelSchema(), tunnel)).toEqual({});
    expect(DEFAULT_TUNNEL_USER_GROUPS).toBe('.*@.*');
  });

  it('exports the field hints', () => {
    expect(tunnelHints.socketAddress).toContain('host:port');
    expect(tunnelHints.userGroups).toContain('Group@Environment');
    expect(tunnelHints.userGroups).toContain('.*@.*');
  });
});
