/**
 * The pictures of a scroll bar (portal/scroll/getPicture and addPicture):
 * limits and messages shared by the console's configuration page and the
 * server, so both answer with the same words.
 */
import { ruleTests } from '../framework/rules';
import { defineSingleRecord, type RecordProblem } from '../framework/singleRecord';
import { SCROLL_BAR_MENU } from './scrollBar';

export const SCROLL_PICTURES_MAX = 10;
export const SCROLL_PICTURE_TITLE_MAX = 30;
export const SCROLL_PICTURE_URL_MAX = 2048;

export interface StoredPicture {
  url: string;
  title?: string;
}

export interface ScrollPicture {
  picture: StoredPicture | null;
  title: string;
  linkUrl: string;
}

/** A picture as saved: the picture is there (pictureViolations checked it). */
export interface SavedScrollPicture extends ScrollPicture {
  picture: StoredPicture;
}

export const SCROLL_PICTURE_MESSAGES = {
  tooMany: `每个滚动栏最多配置${SCROLL_PICTURES_MAX}张图片`,
  listInvalid: '图片列表格式不正确',
  pictureRequired: '请上传第%{index}张图片',
  pictureInvalid: '第%{index}张图片的地址不正确',
  titleTooLong: `第%{index}张图片的标题不能超过${SCROLL_PICTURE_TITLE_MAX}个字符`,
  linkInvalid: '第%{index}张图片的跳转链接必须是以 http 或 https 开头的有效网址',
  scrollRequired: '请选择滚动栏',
  scrollNotFound: '滚动栏不存在或已被删除',
} as const;

export type ScrollPictureMessageKey = keyof typeof SCROLL_PICTURE_MESSAGES;

export interface PictureViolation {
  /** 1-based position of the picture. */
  index: number;
  field: 'picture' | 'title' | 'linkUrl';
  key: ScrollPictureMessageKey;
}

export const formatPictureMessage = (key: ScrollPictureMessageKey, index = 0) => SCROLL_PICTURE_MESSAGES[key].replace('%{index}', String(index));

/** A stored file: our own download path or an http(s) address. */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))\S*$/i;

export const isSafePictureUrl = (url: string) => url.length <= SCROLL_PICTURE_URL_MAX && SAFE_URL.test(url);

const isHttpLink = (value: string) => /^https?:\/\//i.test(value) && ruleTests.url(value);

/** Every violation of the pictures, in order (empty when valid). */
export const pictureViolations = (pictures: ScrollPicture[]): PictureViolation[] => {
  const found: PictureViolation[] = [];
  pictures.forEach((item, position) => {
    const index = position + 1;
    if (!item.picture || !item.picture.url) found.push({ index, field: 'picture', key: 'pictureRequired' });
    else if (!isSafePictureUrl(item.picture.url)) found.push({ index, field: 'picture', key: 'pictureInvalid' });
    if ([...item.title].length > SCROLL_PICTURE_TITLE_MAX) found.push({ index, field: 'title', key: 'titleTooLong' });
    const link = item.linkUrl.trim();
    if (link && (link.length > SCROLL_PICTURE_URL_MAX || !isHttpLink(link))) found.push({ index, field: 'linkUrl', key: 'linkInvalid' });
  });
  return found;
};

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/** One picture of a request, or null when its shape is wrong. */
const readPicture = (value: unknown): ScrollPicture | null => {
  if (!isObject(value) || !isOptionalText(value.title) || !isOptionalText(value.linkUrl)) return null;
  const { picture } = value;
  let stored: StoredPicture | null = null;
  if (picture !== undefined && picture !== null && picture !== '') {
    if (!isObject(picture) || typeof picture.url !== 'string') return null;
    if (!isOptionalText(picture.title) || (typeof picture.title === 'string' && picture.title.length > 255)) return null;
    const url = picture.url.trim();
    stored = typeof picture.title === 'string' && picture.title ? { url, title: picture.title } : { url };
  }
  return { picture: stored, title: ((value.title as string | null | undefined) ?? '').trim(), linkUrl: ((value.linkUrl as string | null | undefined) ?? '').trim() };
};

/** The pictures of a request (or the form) in display order, and their problems by field path. */
export const readScrollPictures = (body: Record<string, unknown>) => {
  const list = body.pictures ?? [];
  const whole = (key: ScrollPictureMessageKey) => ({ values: { pictures: [] as SavedScrollPicture[] }, problems: { pictures: { key } as RecordProblem } });
  if (!Array.isArray(list)) return whole('listInvalid');
  if (list.length > SCROLL_PICTURES_MAX) return whole('tooMany');
  const pictures = list.map(readPicture);
  if (pictures.some((picture) => picture === null)) return whole('listInvalid');
  const checked = pictures as ScrollPicture[];
  const problems = Object.fromEntries(pictureViolations(checked).map(({ index, field, key }) => [`pictures.${index - 1}.${field}`, { key, args: { index } } as RecordProblem]));
  return { values: { pictures: checked as SavedScrollPicture[] }, problems };
};

/** A scroll bar's pictures as a single record per scroll bar (resources/framework/singleRecord.ts). */
export const scrollPictures = defineSingleRecord({
  name: 'scrollPictures',
  menuId: SCROLL_BAR_MENU,
  calls: { query: 'portal/scroll/getPicture', update: 'portal/scroll/addPicture' },
  owner: {
    resource: 'scrollBar',
    param: 'scrollId',
    titleField: 'title',
    titleAs: 'scrollTitle',
    required: SCROLL_PICTURE_MESSAGES.scrollRequired,
    notFound: SCROLL_PICTURE_MESSAGES.scrollNotFound,
  },
  messages: SCROLL_PICTURE_MESSAGES,
  i18n: 'portal.scroll.validation',
  defaults: () => ({ pictures: [] as SavedScrollPicture[] }),
  read: readScrollPictures,
});
