/**
 * Rich text as the console shows it or loads it into the editor, cleaned by
 * DOMPurify with the server's allow-list (resources/framework/richText.ts):
 * common formatting tags; links to http, https, mailto, tel or a relative
 * path; images from http(s) or our own download call; inline styles limited
 * to alignment and colours. Scripts, event handlers, javascript: and data:
 * URLs never reach the page.
 */
import DOMPurify from 'dompurify';
import { isAllowedImageSource, RICH_TEXT_STYLES, RICH_TEXT_TAGS } from '../../../resources/framework/richText';

const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start', 'style'];

/** A scheme among http, https, mailto, tel, or none (a relative path, not //host). */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|(?!\/\/)[^:]*(?:[/?#]|$))/i;
/** The allowed declarations of a style attribute, each value checked by its patterns. */
export const cleanStyle = (style: string) =>
  style
    .split(';')
    .map((declaration) => {
      const at = declaration.indexOf(':');
      if (at < 0) return null;
      const name = declaration.slice(0, at).trim().toLowerCase();
      const value = declaration.slice(at + 1).trim();
      return RICH_TEXT_STYLES[name]?.some((pattern) => pattern.test(value)) ? `${name}: ${value}` : null;
    })
    .filter(Boolean)
    .join('; ');

let purifier: ReturnType<typeof DOMPurify> | null = null;

const instance = () => {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!isAllowedImageSource(src)) node.remove();
    }
    if (node.tagName === 'A' && node.hasAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.hasAttribute('style')) {
      const style = cleanStyle(node.getAttribute('style') ?? '');
      if (style) node.setAttribute('style', style);
      else node.removeAttribute('style');
    }
  });
  purifier = created;
  return created;
};

let last: { input: string; output: string } | null = null;

/** The cleaned HTML (the last answer is remembered: forms ask again on every render). */
export const sanitizeHtml = (html: unknown): string => {
  if (typeof html !== 'string' || html === '') return '';
  if (last?.input === html) return last.output;
  const output = instance().sanitize(html, { ALLOWED_TAGS: RICH_TEXT_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: ALLOWED_URI, ALLOW_DATA_ATTR: false });
  last = { input: html, output };
  return output;
};
