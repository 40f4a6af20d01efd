/** The console's rich-text cleaning (src/crud/form/sanitizeHtml.ts): what reaches the page and the editor. */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/crud/form/sanitizeHtml';

const OWN = '/demo-web-center/api/webcenter/fastdfs/downloadfiles?fileId=0b6a1d2e-3f4a-4b5c-8d9e-0f1a2b3c4d5e';

describe('sanitizeHtml', () => {
  it('removes script and style elements with their content', () => {
    expect(sanitizeHtml('<p>正文</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>正文</p>');
  });

  it('removes event handler attributes and iframes', () => {
    const clean = sanitizeHtml('<p onclick="alert(1)">a</p><img src="https://a.cn/x.png" onerror="alert(2)"><iframe src="https://a.cn"></iframe>');
    expect(clean).toBe('<p>a</p><img src="https://a.cn/x.png">');
  });

  it('drops javascript: and data: links, keeping their text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example.org/">x</a>')).toBe('<a>x</a>');
  });

  it('keeps http, https, mailto and tel links, and opens a new window safely', () => {
    expect(sanitizeHtml('<a href="https://a.cn/p?q=1" target="_self">a</a>')).toBe('<a href="https://a.cn/p?q=1" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitizeHtml('<a href="http://a.cn">a</a><a href="mailto:a@b.cn">b</a><a href="tel:010-1234">c</a>')).toBe(
      '<a href="http://a.cn">a</a><a href="mailto:a@b.cn">b</a><a href="tel:010-1234">c</a>',
    );
  });

  it('keeps images from http(s) and our download call only', () => {
    expect(sanitizeHtml(`<img src="${OWN}" alt="图">`)).toBe(`<img src="${OWN.replace(/&/g, '&amp;')}" alt="图">`);
    expect(sanitizeHtml('<p><img src="data:image/png;base64,iVBORw0KGgo="></p>')).toBe('<p></p>');
    expect(sanitizeHtml('<p><img src="/other/path.png"></p>')).toBe('<p></p>');
  });

  it('keeps alignment and colours but no other inline style', () => {
    expect(sanitizeHtml('<p style="text-align: center; background-image: url(https://t.cn/x); color: #ff0000">a</p>')).toBe('<p style="text-align: center; color: #ff0000">a</p>');
    expect(sanitizeHtml('<p style="position: fixed">a</p>')).toBe('<p>a</p>');
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
