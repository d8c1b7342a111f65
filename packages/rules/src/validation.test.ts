import { describe, expect, it } from '@jest/globals';
import { createApplicationSchema } from './schemas/application';
import { firstValidationError, validateValues } from './validation';

describe('validateValues', () => {
  it('reports errors in the order the fields are declared', async () => {
    const result = await validateValues(createApplicationSchema({ mode: 'publish' }), {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => e.path)).toEqual(['name', 'version', 'file']);
    }
  });

  it('returns the first message in field order, or null when valid', async () => {
    const schema = createApplicationSchema({ mode: 'publish' });
    expect(await firstValidationError(schema, {})).toBe('Application name is required');
    expect(await firstValidationError(schema, { name: 'A', version: '1', file: 'a.aimmspack' })).toBeNull();
  });

  it('returns the cast value when valid', async () => {
    const result = await validateValues(createApplicationSchema({ mode: 'publish' }), {
      name: 'A',
      version: '1',
      file: 'a.aimmspack',
    });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ name: 'A', version: '1' }) });
  });
});
