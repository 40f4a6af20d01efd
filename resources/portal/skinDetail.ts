/**
 * A theme skin's detail (skin/detail/queryDetails and add): its colours and
 * pictures, and the black-and-white switch (skin/black/query and update).
 * Fields, messages and the demo palettes are shared by the console and the
 * server, so both answer with the same words.
 */
import { defineSingleRecord, type RecordProblem } from '../framework/singleRecord';
import { isSafePictureUrl, type StoredPicture } from './scrollPictures';
import { SKIN_MENU } from './skin';

export const SKIN_COLOR_FIELDS = [
  { name: 'themeColor', label: '主题色' },
  { name: 'navBarColor', label: '导航栏背景色' },
  { name: 'navTextColor', label: '导航栏文字颜色' },
  { name: 'tabBarColor', label: '底部标签栏背景色' },
  { name: 'tabActiveColor', label: '标签选中颜色' },
] as const;

export const SKIN_PICTURE_FIELDS = [
  { name: 'headerImage', label: '首页顶部背景图' },
  { name: 'tabBarImage', label: '底部标签栏背景图' },
] as const;

export type SkinColorName = (typeof SKIN_COLOR_FIELDS)[number]['name'];
export type SkinPictureName = (typeof SKIN_PICTURE_FIELDS)[number]['name'];

export type SkinColors = Record<SkinColorName, string>;
export type SkinPictures = Record<SkinPictureName, StoredPicture | null>;
export type SkinDetailValues = SkinColors & SkinPictures;

export const SKIN_DETAIL_MESSAGES = {
  skinRequired: '请选择主题皮肤',
  skinNotFound: '主题皮肤不存在或已被删除',
  colorRequired: '请选择%{label}',
  colorInvalid: '%{label}须为 #RRGGBB 格式的颜色值',
  pictureInvalid: '%{label}的地址不正确',
} as const;

export const BLACK_WHITE_MESSAGES = {
  statusRequired: '请选择黑白模式状态',
  statusInvalid: '黑白模式状态只能是开启(1)或关闭(0)',
} as const;

export const BLACK_WHITE_ON = 1;
export const BLACK_WHITE_OFF = 0;

const COLOR = /^#[0-9A-Fa-f]{6}$/;

export const isSkinColor = (value: string) => COLOR.test(value);

export type SkinDetailField = SkinColorName | SkinPictureName;

export interface SkinDetailProblem {
  key: 'colorRequired' | 'colorInvalid' | 'pictureInvalid';
  label: string;
}

type SkinDetailInput = Partial<Record<SkinDetailField, unknown>>;

/** Each field's problem (empty when valid): its message key and the field's label. */
export const skinDetailProblems = (values: SkinDetailInput): Partial<Record<SkinDetailField, SkinDetailProblem>> => {
  const found: Partial<Record<SkinDetailField, SkinDetailProblem>> = {};
  for (const { name, label } of SKIN_COLOR_FIELDS) {
    const value = values[name];
    if (value === undefined || value === null || value === '') found[name] = { key: 'colorRequired', label };
    else if (typeof value !== 'string' || !isSkinColor(value)) found[name] = { key: 'colorInvalid', label };
  }
  for (const { name, label } of SKIN_PICTURE_FIELDS) {
    const value = values[name];
    if (value === undefined || value === null) continue;
    const picture = typeof value === 'object' && !Array.isArray(value) ? (value as { url?: unknown; title?: unknown }) : {};
    const titleOk = picture.title === undefined || picture.title === null || (typeof picture.title === 'string' && picture.title.length <= 255);
    if (typeof picture.url !== 'string' || !isSafePictureUrl(picture.url) || !titleOk) found[name] = { key: 'pictureInvalid', label };
  }
  return found;
};

export const formatSkinDetailProblem = ({ key, label }: SkinDetailProblem) => SKIN_DETAIL_MESSAGES[key].replace('%{label}', label);

/** Each field's message (empty when valid). */
export const skinDetailViolations = (values: SkinDetailInput): Partial<Record<SkinDetailField, string>> =>
  Object.fromEntries(Object.entries(skinDetailProblems(values)).map(([name, problem]) => [name, formatSkinDetailProblem(problem)]));

/** The association's standard colours: a skin whose detail was never saved starts with them. */
export const DEFAULT_SKIN_COLORS: SkinColors = {
  themeColor: '#1F5EAE',
  navBarColor: '#1F5EAE',
  navTextColor: '#FFFFFF',
  tabBarColor: '#FFFFFF',
  tabActiveColor: '#1F5EAE',
};

/** The demo skins' colours by name (a never-saved demo skin starts with its own). */
const DEMO_PALETTES: Record<string, SkinColors> = {
  新春喜庆: { themeColor: '#C8161D', navBarColor: '#C8161D', navTextColor: '#FFE3A3', tabBarColor: '#FFF6E5', tabActiveColor: '#C8161D' },
  元宵灯会: { themeColor: '#D9381E', navBarColor: '#B22222', navTextColor: '#FFF3C4', tabBarColor: '#FFF8EC', tabActiveColor: '#D9381E' },
  端午安康: { themeColor: '#2E8B57', navBarColor: '#2E8B57', navTextColor: '#FFFFFF', tabBarColor: '#F1FAF4', tabActiveColor: '#2E8B57' },
  中秋月圆: { themeColor: '#B8860B', navBarColor: '#2B2D5C', navTextColor: '#FFE7A8', tabBarColor: '#FFFBEF', tabActiveColor: '#B8860B' },
  国庆华诞: { themeColor: '#D7000F', navBarColor: '#D7000F', navTextColor: '#FFD700', tabBarColor: '#FFFFFF', tabActiveColor: '#D7000F' },
  投资者保护宣传周: { themeColor: '#0F7B8C', navBarColor: '#0F7B8C', navTextColor: '#FFFFFF', tabBarColor: '#F2FAFB', tabActiveColor: '#0F7B8C' },
  协会成立纪念日: { themeColor: '#6A3FA0', navBarColor: '#6A3FA0', navTextColor: '#FFFFFF', tabBarColor: '#F7F3FC', tabActiveColor: '#6A3FA0' },
};

/** The detail of a skin never saved: its demo palette when it is a demo skin, else the standard colours; no pictures. */
export const initialSkinDetail = (skinName: string): SkinDetailValues => ({
  ...(DEMO_PALETTES[skinName] ?? DEFAULT_SKIN_COLORS),
  headerImage: null,
  tabBarImage: null,
});

const storedPicture = (value: unknown): StoredPicture | null => {
  if (value === undefined || value === null || value === '') return null;
  const { url, title } = value as StoredPicture;
  return typeof title === 'string' && title ? { url: url.trim(), title } : { url: url.trim() };
};

/** A skin's detail from a request (or the form): colours trimmed and upper-cased, pictures as stored, problems by field. */
export const readSkinDetail = (body: Record<string, unknown>) => {
  const raw = Object.fromEntries(
    [...SKIN_COLOR_FIELDS, ...SKIN_PICTURE_FIELDS].map(({ name }) => {
      const value = body[name];
      const isColor = SKIN_COLOR_FIELDS.some((field) => field.name === name);
      return [name, typeof value === 'string' && isColor ? value.trim() : value === '' ? null : value];
    }),
  );
  const found = skinDetailProblems(raw);
  const problems: Record<string, RecordProblem> = Object.fromEntries(Object.entries(found).map(([name, { key, label }]) => [name, { key, args: { label } }]));
  if (Object.keys(problems).length) return { values: initialSkinDetail(''), problems };
  const colors = Object.fromEntries(SKIN_COLOR_FIELDS.map(({ name }) => [name, (raw[name] as string).toUpperCase()]));
  const pictures = Object.fromEntries(SKIN_PICTURE_FIELDS.map(({ name }) => [name, storedPicture(raw[name])]));
  return { values: { ...colors, ...pictures } as SkinDetailValues, problems };
};

/** A theme skin's colours and pictures as a single record per skin (resources/framework/singleRecord.ts). */
export const skinDetail = defineSingleRecord<SkinDetailValues>({
  name: 'skinDetail',
  menuId: SKIN_MENU,
  calls: { query: 'skin/detail/queryDetails', update: 'skin/detail/add' },
  owner: {
    resource: 'skin',
    param: 'skinId',
    titleField: 'skinName',
    titleAs: 'skinName',
    required: SKIN_DETAIL_MESSAGES.skinRequired,
    notFound: SKIN_DETAIL_MESSAGES.skinNotFound,
  },
  messages: SKIN_DETAIL_MESSAGES,
  i18n: 'portal.skin.validation',
  defaults: initialSkinDetail,
  read: readSkinDetail,
});
