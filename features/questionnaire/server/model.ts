/**
 * The questionnaire's vocabulary: statuses, question kinds, push statuses, menus, limits and the Chinese
 * messages the calls answer (docs/questionnaire.md, "Calls").
 */
import { ApiError } from '../../../server/http/envelope';

export const MENU = { section: 43, design: 44, publish: 45 } as const;

export const STATUS = { draft: 0, published: 1, closed: 2 } as const;
export type QuestionnaireStatus = (typeof STATUS)[keyof typeof STATUS];
export const STATUS_NAMES: Record<QuestionnaireStatus, string> = { 0: '草稿', 1: '已发布', 2: '已结束' };

export const PUSH_STATUS = { pending: 0, sent: 1, failed: 2 } as const;
export const PUSH_STATUS_NAMES: Record<number, string> = { 0: '未推送', 1: '已推送', 2: '推送失败' };

export const QUESTION_KINDS = ['single', 'multiple', 'shortText', 'longText', 'rating', 'matrix'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const KIND_NAMES: Record<QuestionKind, string> = {
  single: '单选题',
  multiple: '多选题',
  shortText: '单行文本',
  longText: '多行文本',
  rating: '评分题',
  matrix: '矩阵单选题',
};

export const METHOD_NAMES: Record<string, string> = { attribute: '按属性抽样', random: '随机抽样', precise: '精准抽样' };

export const LIMITS = {
  title: 100,
  description: 2000,
  questions: 100,
  questionTitle: 200,
  helpText: 500,
  choiceLabel: 100,
  choices: 50,
  matrixRows: 20,
  matrixColumns: 10,
  shortText: 200,
  longText: 2000,
  excludeDays: 365,
  preciseIds: 5000,
  /** A second push of one questionnaire within this many minutes is refused. */
  pushRepeatMinutes: 10,
} as const;

export const MESSAGES = {
  notFound: '问卷不存在或已被删除',
  conflict: '该问卷已被他人修改，请刷新后重试',
  closedNoEdit: '问卷已结束，不能修改；如需再次使用，请复制为新问卷',
  deletePublished: '问卷已发布，不能删除；请先结束问卷',
  deleteAnswered: (count: number) => `问卷已有${count}份答卷，不能删除`,
  publishNotDraft: '只有草稿状态的问卷可以发布',
  publishNoQuestions: '问卷还没有题目，不能发布',
  publishNoSample: '请先抽取样本机构再发布问卷',
  publishEnded: '问卷结束时间已过，不能发布',
  closeNotPublished: '只有已发布的问卷可以结束',
  drawClosed: '问卷已结束，不能抽样',
  drawPushed: '问卷已推送给样本机构，不能重新抽样',
  drawAnswered: '问卷已有答卷，不能重新抽样',
  pushNotPublished: '问卷尚未发布，不能推送',
  pushNoSample: '问卷还没有样本机构，不能推送',
  pushNobody: '样本机构均已作答，无需推送',
  pushRepeated: (time: string, minutes: number) => `该问卷已于${time}推送，${minutes}分钟内请勿重复推送`,
  pushed: '推送成功',
  noAppUser: '该机构没有可接收推送的APP用户',
  badMethod: '抽样方式只能是按属性抽样(attribute)或随机抽样(random)',
  badExcludeDays: `排除天数必须是0到${LIMITS.excludeDays}之间的整数`,
  badAttributes: '分层属性只能是：unitType（机构类型）、region（所属地区）、sizeClass（规模类别）',
  badStatus: '问卷状态只能是0（草稿）、1（已发布）或2（已结束）',
  drawNotFound: '抽样记录不存在',
  questionNotFound: '题目不存在',
  badStratum: '分层标识格式不正确',
} as const;

export const refuse = (message: string, data: unknown = null): never => {
  throw new ApiError(message, -1, data);
};

/** The association works in Beijing time: `YYYY-MM-DD HH:mm:ss`. */
export const beijingTime = (date: Date | null | undefined): string | null => {
  if (!date) return null;
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
};

export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
