/**
 * The rich text allow-list, one for both halves: the server cleans what it stores with it
 * (server/resources/sanitize.ts, sanitize-html) and the console what it shows (src/crud/form/sanitizeHtml.ts,
 * DOMPurify). Common formatting tags; images from http(s) or our own download call; inline styles limited to
 * alignment and colours, each value checked by a strict pattern.
 */

// prettier-ignore
export const RICH_TEXT_TAGS = ['p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];

/** The inline styles kept, each with the patterns its value must match. */
export const RICH_TEXT_STYLES: Record<string, RegExp[]> = {
  'text-align': [/^(left|right|center|justify)$/],
  color: COLOR,
  'background-color': COLOR,
};

/** Same-origin images are our uploads: /<product>-web-center/api/webcenter/fastdfs/downloadfiles?fileId=<uuid>. */
const OWN_DOWNLOAD = /^\/[A-Za-z0-9/_-]*fastdfs\/downloadfiles\?fileId=[0-9a-fA-F-]{36}$/;
const REMOTE = /^https?:\/\//i;

export const isAllowedImageSource = (src: string | undefined | null) => !!src && (REMOTE.test(src) || OWN_DOWNLOAD.test(src));
