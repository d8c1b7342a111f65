import { pageSizeFor } from './use-page-size';

describe('rows per page from the window height', () => {
  it('fits as many 33px rows as the page leaves room for, between 10 and 100', () => {
    expect(pageSizeFor(300)).toBe(10);
    expect(pageSizeFor(1080)).toBe(21);
    expect(pageSizeFor(1440)).toBe(32);
    expect(pageSizeFor(10_000)).toBe(100);
  });
});
