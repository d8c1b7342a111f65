import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (contact details)', () => {
  it('keeps the markup and drops scripts, frames, inline handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<b>Call us</b> <script>alert(2)</script><img src=x onerror="alert(1)"><img/onload=alert(3)>' +
        '<a href="javascript:alert(6)" onmouseover="x()">link</a><iframe src="javascript:alert(7)"></iframe>',
    );
    expect(clean).toContain('<b>Call us</b>');
    expect(clean).toContain('<img src="x">');
    expect(clean).toContain('link</a>');
    expect(clean).not.toMatch(/script|iframe|javascript:|onerror|onload|onmouseover|alert/i);
  });

  it('keeps links and text that merely mention "on"', () => {
    expect(sanitizeHtml('<a href="https://example.com/on" title="online">Support online</a>')).toBe(
      '<a href="https://example.com/on" title="online">Support online</a>',
    );
  });
});
