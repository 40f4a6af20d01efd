/** Demo rows of 能力等级 (abilityLevel.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
import { LEVEL_SCORE_MAX } from './abilityLevel';

const demoIcon = (index: number, name: string) => ({ url: `/ability-demo/level-${index}.svg`, title: `${name}.svg` });

// [name, min score, max score, description, enabled]; below the lowest level a learner is 未定级.
const LEVELS: Array<[string, number, number, string, number]> = [
  ['见习', 10, 99, '完成入门学习并累计获得10积分，熟悉协会自律规则与基础业务知识。', 1],
  ['初级', 100, 299, '掌握证券期货基础法规与投资者适当性管理要求，能独立完成日常合规答题。', 1],
  ['中级', 300, 699, '熟悉信息披露、反洗钱等专项业务规则，能够识别常见违规情形。', 1],
  ['高级', 700, 1199, '具备较强的合规风险研判能力，可参与机构内部合规培训与测评。', 1],
  ['资深', 1200, 1999, '对自律管理和纪律处分规则有系统理解，可指导团队开展业务自查。', 1],
  ['专家', 2000, LEVEL_SCORE_MAX, '行业合规专家水平，可参与协会题库建设与能力测评命题。', 0],
];

export default () =>
  LEVELS.map(([levelName, minScore, maxScore, description, enabled], index) => ({
    levelName,
    levelIcon: demoIcon(index + 1, levelName),
    minScore,
    maxScore,
    description,
    orderSeq: index + 1,
    enabled,
  }));
