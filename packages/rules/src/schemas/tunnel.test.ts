import { describe, expect, it } from '@jest/globals';
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

  it('names the field whose format is wrong', () => {
    const errors = fieldErrorsSync(createTunnelSchema(), {
      context: '-erp',
      socketAddress: 'db.internal',
      userGroups: '.*@.*',
    });
    expect(errors).toEqual({
      context: 'The URI context path may hold only letters, numbers and dashes, and cannot start or end with a dash.',
      socketAddress: 'The socket address must be host:port, such as db.internal:5432.',
    });
    for (const context of ['erp', 'erp-db-2', 'a']) {
      expect(fieldErrorsSync(createTunnelSchema(), { context, socketAddress: ' db:1 ', userGroups: 'x' })).toEqual({});
    }
    for (const context of ['erp-', 'er p', 'é']) {
      expect(fieldErrorsSync(createTunnelSchema(), { context, socketAddress: 'db:1', userGroups: 'x' })).toHaveProperty(
        'context',
      );
    }
  });

  it('accepts a tunnel with the default user groups', () => {
    const tunnel = { context: 'db-link', socketAddress: 'db.internal:5432', userGroups: '.*@.*' };
    expect(fieldErrorsSync(createTunnelSchema(), tunnel)).toEqual({});
  });
});
