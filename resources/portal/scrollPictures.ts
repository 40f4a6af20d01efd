/**
 * The pictures of a scroll bar (portal/scroll/getPicture and addPicture):
 * limits and messages shared by the console's configuration page and the
 * server, so both answer with the same words.
 */
import { ruleTests } from '../framework/rules';

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
