import { describe, expect, it } from '@jest/globals';
import { iconExtensionList } from './messages';

describe('validation texts', () => {
  it("render the icon extensions as '.a, .b or .c'", () => {
    expect(iconExtensionList(['png'])).toBe('.png');
    expect(iconExtensionList(['jpg', 'png'])).toBe('.jpg or .png');
  });
});
