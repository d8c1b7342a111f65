import { describe, expect, it } from '@jest/globals';
import {
  GroupIdRangeError,
  MAX_GROUP_ID,
  decodeGroupId,
  encodeGroupId,
  environmentEntityId,
  environmentOfGroupId,
  everyoneGroupId,
  isEveryoneGroupId,
} from './group-id';

describe('group id encoding: 7-bit environment, role flag, 16-bit local id', () => {
  it('places the environment in bits 0-6, the flag in bit 7 and the local id in bits 8-23', () => {
    expect(encodeGroupId({ environment: 5, roleFlag: false, local: 0 })).toBe(5);
    expect(encodeGroupId({ environment: 0, roleFlag: true, local: 0 })).toBe(128);
    expect(encodeGroupId({ environment: 0, roleFlag: true, local: 3 })).toBe(896);
    expect(encodeGroupId({ environment: 1, roleFlag: false, local: 1 })).toBe(257);
    expect(encodeGroupId({ environment: 127, roleFlag: true, local: 65535 })).toBe(MAX_GROUP_ID);
    expect(MAX_GROUP_ID).toBe(2 ** 24 - 1);
  });

  it('round-trips every environment, both flags and the edge local ids', () => {
    for (let environment = 0; environment <= 127; environment += 1) {
      for (const roleFlag of [false, true]) {
        for (const local of [0, 1, 3, 255, 256, 65534, 65535]) {
          const parts = { environment, roleFlag, local };
          expect(decodeGroupId(encodeGroupId(parts))).toEqual(parts);
        }
      }
    }
  });

  it.each([
    [{ environment: 128, roleFlag: false, local: 0 }],
    [{ environment: -1, roleFlag: false, local: 0 }],
    [{ environment: 1.5, roleFlag: false, local: 0 }],
    [{ environment: 0, roleFlag: false, local: 65536 }],
    [{ environment: 0, roleFlag: false, local: -1 }],
  ])('rejects out-of-range parts %j', (parts) => {
    expect(() => encodeGroupId(parts)).toThrow(GroupIdRangeError);
  });

  it('rejects ids outside 0..2^24-1', () => {
    expect(() => decodeGroupId(-1)).toThrow(GroupIdRangeError);
    expect(() => decodeGroupId(MAX_GROUP_ID + 1)).toThrow(GroupIdRangeError);
    expect(() => decodeGroupId(3.2)).toThrow('Group id must be an integer from 0 to 16777215, got 3.2');
  });

  it('gives each environment an everyone group with local id 65535, which is also the environment entity id', () => {
    expect(everyoneGroupId(0)).toBe(65535 * 256);
    expect(everyoneGroupId(3)).toBe(65535 * 256 + 3);
    expect(environmentEntityId(3)).toBe(everyoneGroupId(3));
    expect(environmentOfGroupId(everyoneGroupId(3))).toBe(3);
    expect(isEveryoneGroupId(everyoneGroupId(3))).toBe(true);
    expect(isEveryoneGroupId(257)).toBe(false);
    expect(isEveryoneGroupId(-5)).toBe(false);
  });
});
