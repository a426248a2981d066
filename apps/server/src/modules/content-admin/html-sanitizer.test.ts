import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './html-sanitizer.js';

describe('sanitizeContentHtml', () => {
  it('keeps the editor marks and blocks', () => {
    const html = '<h2>Title</h2><p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>one</li></ul>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('drops scripts with their text, styles, frames and forms', () => {
    const out = sanitizeContentHtml(
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><form><input></form>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('drops event handlers and style attributes', () => {
    const out = sanitizeContentHtml(
      '<p onclick="alert(1)" style="color:red">x</p><img src="https://a.test/i.png" onerror="alert(1)">',
    );
    expect(out).toBe('<p>x</p><img src="https://a.test/i.png" />');
  });

  it('drops javascript:, data: and protocol-relative URLs', () => {
    expect(sanitizeContentHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeContentHtml('<a href="JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeContentHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img />');
    expect(sanitizeContentHtml('<a href="//evil.test/">a</a>')).toBe('<a>a</a>');
  });

  it('opens external links in a new tab without the opener, and keeps site paths', () => {
    expect(sanitizeContentHtml('<a href="https://x.test/">x</a>')).toBe(
      '<a href="https://x.test/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="/promotions" target="_top">p</a>')).toBe('<a href="/promotions">p</a>');
  });
});
