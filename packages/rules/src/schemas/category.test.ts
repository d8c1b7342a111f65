import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createCategorySchema } from './category';

const schema = createCategorySchema({ existingNames: ['Finance', 'Logistics'], currentName: 'Logistics' });
const errorOf = (value: unknown) => fieldErrorsSync(schema, { value }).value;

describe('category form', () => {
  it("requires a name: 'Category name is required.'", () => {
    expect(errorOf('')).toBe('Category name is required.');
    expect(errorOf('   ')).toBe('Category name is required.');
  });

  it("limits it to 40 characters: 'Category name must be less than 40 characters.'", () => {
    expect(errorOf('c'.repeat(40))).toBeUndefined();
    expect(errorOf('c'.repeat(41))).toBe('Category name must be less than 40 characters.');
  });

  it("reserves 'Other', trimmed and in any case", () => {
    for (const name of ['Other', ' other ', 'OTHER']) {
      expect(errorOf(name)).toBe("The category name 'Other' is reserved and cannot be used.");
    }
  });

  it("needs a unique name: 'Category name must be unique.'", () => {
    expect(errorOf('finance')).toBe('Category name must be unique.');
    expect(errorOf('Logistics')).toBeUndefined();
    expect(errorOf('Planning')).toBeUndefined();
  });

  it('sends the trimmed name', () => {
    expect(schema.validateSync({ value: '  Planning ' })).toEqual({ value: 'Planning' });
  });
});
