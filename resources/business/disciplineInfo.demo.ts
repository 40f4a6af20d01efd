/** Demo rows of 纪律处分 (disciplineInfo.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
import { PUNISHMENT_MEASURES } from './disciplineInfo';

// [party, category (1-based), measure (1-based), decision date, reason]
const CASES: Array<[string, number, number, string, string]> = [
  ['东方汇通证券股份有限公司', 1, 2, '2026-11-12', '投资银行类业务内部控制不完善，质控、内核把关不严'],
  ['北辰证券有限责任公司', 1, 3, '2026-10-28', '分支机构员工代客操作，营业部合规管理存在缺陷'],
  ['长江财富证券股份有限公司', 1, 5, '2026-09-16', '债券承销业务中未审慎核查发行人资料，出具文件存在虚假记载'],
  ['西部丝路投资咨询有限公司', 2, 6, '2026-08-30', '通过网络直播向不特定对象承诺投资收益'],
  ['蓝海资产管理有限公司', 3, 9, '2026-08-05', '挪用私募基金财产，拒不配合自律检查'],
  ['华泽私募基金管理有限公司', 3, 8, '2026-07-14', '未按规定履行私募基金备案及信息报送义务'],
  ['从业人员张某某', 4, 7, '2026-06-22', '私下接受客户委托买卖证券并收取报酬'],
  ['从业人员李某某', 4, 4, '2026-05-19', '未按规定完成年度后续职业培训学时'],
  ['从业人员王某某', 4, 1, '2026-04-08', '在社交媒体发布不当言论，影响行业形象'],
  ['金诚律师事务所', 5, 2, '2026-03-26', '出具的法律意见书核查程序执行不到位'],
  ['信衡会计师事务所（特殊普通合伙）', 5, 3, '2026-02-11', '审计工作底稿记录不完整，未充分关注异常交易'],
  ['鼎盛投资顾问有限公司', 2, 4, '2026-01-09', '投资建议未充分揭示风险，留痕管理不规范'],
];

export default () =>
  CASES.map(([party, typeId, measure, decisionDate, reason], index) => {
    const measureLabel = PUNISHMENT_MEASURES[measure - 1].label;
    // The first four measures are self-regulatory measures, the rest disciplinary sanctions.
    const decision = measure <= 4 ? `采取${measureLabel}自律管理措施` : `给予${measureLabel}纪律处分`;
    return {
      title: `关于对${party}${decision}的决定`,
      typeId,
      party,
      measure,
      docNo: `协处分〔${decisionDate.slice(0, 4)}〕${CASES.length - index}号`,
      decisionDate,
      content: `<p>经查，${party}存在以下违规行为：${reason}。</p><p>上述行为违反了协会自律规则的有关规定。根据《自律管理措施和纪律处分实施办法》，协会决定对${party}${decision}。</p><p>当事人如对本决定不服，可自收到决定书之日起十五个工作日内向协会申请复核。</p>`,
      orderSeq: index + 1,
    };
  });
