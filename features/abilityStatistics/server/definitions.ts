/**
 * The definitions (口径) an ability statistics export states above its column titles: how queries.ts computes
 * each rate and the figures a reader could take otherwise, so the sheet alone says what it counts.
 */
import { PASS_SCORE } from '../contract/statistics';
import type { ExportedTable } from './describeFilters';

/** The rates are `rate()` of queries.ts: a percentage rounded to one decimal, empty when the base is 0. */
const ROUNDING = '比率为百分数（%），保留1位小数；分母为0时为空';
const PASSING = `通过 = 得分不低于${PASS_SCORE}分（满分100分）`;
const periodBy = (time: string) => `统计期间按${time}的北京时间自然日计，含起止两天`;

export const ABILITY_DEFINITIONS: Record<ExportedTable, readonly string[]> = {
  question: ['正确率 = 答对次数 ÷ 答题次数 × 100', ROUNDING, '题目数 = 该业务类型当前启用的题目数，不受统计期间限制；学习人数 = 答过该类型题目的不同用户数', periodBy('答题时间')],
  study: [
    '正确率 = 答对次数 ÷ 答题次数 × 100',
    '完成率 = 已学题目数（答过的不同题目数）÷ 题库当前启用的题目数（筛选业务类型时为该类型的）× 100，最高100',
    ROUNDING,
    '学习时长 = 各次答题用时之和 ÷ 60',
    periodBy('答题时间'),
  ],
  level: ['通过率 = 通过次数 ÷ 挑战次数 × 100', ROUNDING, PASSING, periodBy('挑战时间')],
  evaluation: ['通过率 = 通过人数 ÷ 参与人数 × 100（每人每个考核一份答卷）', ROUNDING, PASSING, periodBy('提交时间')],
  userStudy: [periodBy('答题时间')],
  userLevel: ['第几次挑战 = 该用户在该等级的第几次挑战，按全部时间计，不受统计期间限制', PASSING, periodBy('挑战时间')],
  com: ['参与率 = 参与人数（该机构人员提交的答卷数）÷ 从业人员数（当前关联该机构的从业人员APP用户数，不受统计期间限制）× 100', ROUNDING, PASSING, periodBy('提交时间')],
  userEvaluation: [PASSING, periodBy('提交时间')],
};
