import { describe, expect, it } from '@jest/globals';
import { fieldErrorsSync } from '../validation';
import { createGroupSchema } from './group';

const schema = createGroupSchema({ existingNames: ['Planners', 'Buyers'], currentName: 'Buyers' });
const errorOf = (groupname: unknown) => fieldErrorsSync(schema, { groupname }).groupname;

describe('group form', () => {
  it("requires a name: 'Group name is required.'", () => {
    expect(errorOf('')).toBe('Group name is required.');
  });

  it("limits the name to 40 with the spec's text about the description", () => {
    expect(errorOf('g'.repeat(40))).toBeUndefined();
    expect(errorOf('g'.repeat(41))).toBe('Description should be less than 40 characters.');
  });

  it("needs a unique name: 'Group with this name already exists'", () => {
    expect(errorOf('planners')).toBe('Group with this name already exists');
    expect(errorOf('Buyers')).toBeUndefined();
  });

  it("reserves 'admin': '\"admin\" is a reserved group name'", () => {
    expect(errorOf('admin')).toBe('"admin" is a reserved group name');
    expect(errorOf(' ADMIN ')).toBe('"admin" is a reserved group name');
  });

  it("limits characters as for environments: 'The input contains invalid characters'", () => {
    expect(errorOf('Team A-1_x')).toBeUndefined();
    expect(errorOf('Team@A')).toBe('The input contains invalid characters');
  });
});
