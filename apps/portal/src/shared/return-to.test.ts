import { sanitizeReturnTo } from './return-to';

const origin = 'http://portal.test';

describe('sanitizeReturnTo', () => {
  it.each([
    ['/sessions/solver', '/sessions/solver'],
    ['/applications/launch/My%20App/1.0?x=1#top', '/applications/launch/My%20App/1.0?x=1#top'],
    ['http://portal.test/users', '/users'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(sanitizeReturnTo(value, '/', origin)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['relative/path'],
    ['/\tsessions'],
    ['/login'],
    ['/login-redirect?returnTo=/users'],
    ['/users\u0000'],
  ])('sends %p to the applications list', (value) => {
    expect(sanitizeReturnTo(value, '/', origin)).toBe('/applications');
  });

  it('strips the base path from a full browser path', () => {
    expect(sanitizeReturnTo('/portal/sessions/task', '/portal/', origin)).toBe('/sessions/task');
    expect(sanitizeReturnTo('/sessions/task', '/portal/', origin)).toBe('/sessions/task');
  });
});
