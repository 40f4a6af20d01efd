/** Demo rows of 产品介绍分类 (associationProductType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
import { PRIMARY_LEVEL, SECONDARY_LEVEL } from './associationProductType';

// [name, remark] of the primaries, then [name, primary (1-based), remark] of the secondaries.
const PRIMARIES: Array<[string, string]> = [
  ['证券公司理财产品', '证券公司发行或管理的理财类产品'],
  ['基金产品', '经协会会员代销或管理的公募基金产品'],
  ['债券与固定收益', '在交易所及银行间市场交易的债券类产品'],
  ['信用与衍生品业务', '证券公司开展的信用交易与场内衍生品业务'],
];

const SECONDARIES: Array<[string, number, string]> = [
  ['收益凭证', 1, '证券公司以自身信用发行的约定本金和收益的债务融资工具'],
  ['集合资产管理计划', 1, '面向合格投资者的集合资产管理业务'],
  ['公募REITs', 2, '基础设施领域不动产投资信托基金'],
  ['科创板ETF', 2, '跟踪科创板指数的交易型开放式指数基金'],
  ['债券型基金', 2, '主要投资于债券的公募基金'],
  ['债券通', 3, '境内外债券市场互联互通机制'],
  ['绿色债券', 3, '募集资金用于绿色产业项目的债券'],
  ['融资融券', 4, '投资者向证券公司借入资金或证券进行交易'],
  ['股票期权', 4, '在交易所上市交易的股票及ETF期权合约'],
];

export default () => [
  ...PRIMARIES.map(([name, remark], index) => ({ name, level: PRIMARY_LEVEL, orderSeq: index + 1, status: 1, remark })),
  ...SECONDARIES.map(([name, parentId, remark], index) => ({ name, level: SECONDARY_LEVEL, parentId, orderSeq: index + 1, status: 1, remark })),
];
