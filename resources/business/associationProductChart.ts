/**
 * The product lineage chart (产品图谱, introduceIcon) on business/associationProductChart:
 * one chart for the whole product introduction — its name, its explanation and
 * an optional drawn picture; the console previews the lineage of primaries,
 * secondaries and products beside it. Rules shared by the console and the server.
 */
import { formatValidation, image, text, textarea, validateValue, type FieldDef } from '../framework';

export const CHART_API = 'business/associationProductChart';
export const CHART_CALLS = {
  detail: 'queryAssociationProductChartDetail',
  create: 'addAssociationProductChart',
  update: 'updateAssociationProductChart',
} as const;

export const CHART_FIELDS: Record<'title' | 'intro' | 'image', FieldDef> = {
  title: text('图谱名称', { required: true, max: 30 }),
  intro: textarea('图谱说明', { max: 500 }),
  image: image('图谱图片'),
};

export const CHART_MESSAGES = {
  exists: '产品图谱已存在，请刷新后编辑',
  missing: '产品图谱尚未创建，请先新增',
  conflict: '该产品图谱已被他人修改，请刷新后重试',
  versionRequired: '缺少版本号，请刷新后重试',
  imageUrl: '图谱图片地址无效',
} as const;

export interface ChartValues {
  title: string;
  intro: string;
  image: { url: string; title?: string } | null;
}

export interface Chart extends ChartValues {
  version: number;
  updatedAt: string | null;
}

/** Our own download path or an http(s) address, never javascript: and the like. */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

/** The messages of the fields, by field (empty when the values are valid). */
export const chartViolations = (values: Record<string, unknown>): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(CHART_FIELDS)) {
    const broken = validateValue(field, values[name]);
    if (broken) errors[name] = formatValidation(broken.key, broken.args);
  }
  const picture = values.image as { url?: unknown } | null | undefined;
  if (!errors.image && picture && (typeof picture.url !== 'string' || !SAFE_URL.test(picture.url))) errors.image = CHART_MESSAGES.imageUrl;
  return errors;
};
