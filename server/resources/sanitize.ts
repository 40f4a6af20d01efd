/**
 * Rich text is stored only after an allow-list pass: common formatting tags,
 * links to http, https, mailto and tel, images from http(s) or our own
 * download call. Scripts, style sheets, event handlers and other URL schemes
 * are dropped. The few inline styles the console's editor writes (alignment,
 * text and highlight colour) survive, each checked by a strict pattern.
 */
import sanitizeHtml from 'sanitize-html';
import { isAllowedImageSource, RICH_TEXT_STYLES, RICH_TEXT_TAGS } from '../../resources/framework/richText';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: { '*': RICH_TEXT_STYLES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
