import { describe, expect, it } from '@jest/globals';
import { sanitizeReturnTo } from './return-to';

describe('returnTo', () => {
  it('keeps a path on this origin, with query and hash', () => {
    expect(sanitizeReturnTo('/sessions/task?page=2#top')).toBe('/sessions/task?page=2#top');
    expect(sanitizeReturnTo('/')).toBe('/');
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['sessions'],
    ['/\tsessions'],
  ])('sends %j to the applications list', (value) => {
    expect(sanitizeReturnTo(value)).toBe('/applications');
  });

  it('uses a given fallback', () => {
    expect(sanitizeReturnTo('//x', '/base/applications')).toBe('/base/applications');
  });
});
