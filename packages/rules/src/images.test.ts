import { describe, expect, it } from '@jest/globals';
import { imageDimensionError, imageTypeError, isAcceptedIcon, isAcceptedImageType } from './images';

describe('customization images', () => {
  it.each([
    ['a login image 640 to 2500 wide and 800 to 2500 high', 'loginImage', { width: 640, height: 800 }],
    ['a login image 640 to 2500 wide and 800 to 2500 high', 'loginImage', { width: 2500, height: 2500 }],
    ['a logo 10 to 120 wide and 10 to 80 high', 'logo', { width: 120, height: 80 }],
  ] as const)('accept %s: %s %j', (_, kind, size) => {
    expect(imageDimensionError(kind, size)).toBeNull();
  });

  it.each([
    ['loginImage', { width: 639, height: 800 }, 'The login image must be 640 to 2500 pixels wide.'],
    ['loginImage', { width: 1000, height: 2501 }, 'The login image must be 800 to 2500 pixels high.'],
    ['logo', { width: 121, height: 80 }, 'The company logo must be 10 to 120 pixels wide.'],
    ['logo', { width: 50, height: 9 }, 'The company logo must be 10 to 80 pixels high.'],
  ] as const)("refuse a %s of %j: '%s'", (kind, size, message) => {
    expect(imageDimensionError(kind, size)).toBe(message);
  });

  it('accept JPEG, PNG and GIF only', () => {
    expect(isAcceptedImageType('image/png')).toBe(true);
    expect(isAcceptedImageType('image/svg+xml')).toBe(false);
    expect(imageTypeError('logo', 'image/webp')).toBe('The company logo must be a JPEG, PNG or GIF image.');
    expect(imageTypeError('logo', 'image/gif')).toBeNull();
  });

  it('accept icons ending in jpg, jpeg, jfif, gif or png', () => {
    expect(isAcceptedIcon({ name: 'a.JFIF' })).toBe(true);
    expect(isAcceptedIcon('a.bmp')).toBe(false);
  });
});
