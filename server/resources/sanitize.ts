/**
 * Rich text is stored only after an allow-list pass: common formatting tags,
 * links to http, https, mailto and tel, images from http(s) or our own
 * download call. Scripts, style sheets, event handlers and other URL schemes
 * are dropped. The few inline styles the console's editor writes (alignment,
 * text and highlight colour) survive, each checked by a strict pattern.
 */
import sanitizeHtml from 'sanitize-html';

/** Same-origin images are our uploads: /<product>-web-center/api/webcenter/fastdfs/downloadfiles?fileId=<uuid>. */
const OWN_DOWNLOAD = /^\/[A-Za-z0-9/_-]*fastdfs\/downloadfiles\?fileId=[0-9a-fA-F-]{36}$/;
const REMOTE = /^https?:\/\//i;

export const isAllowedImageSource = (src: string | undefined) => !!src && (REMOTE.test(src) || OWN_DOWNLOAD.test(src));

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'sub',
    'sup',
    'mark',
    'small',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: COLOR,
      'background-color': COLOR,
    },
  },
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
