/** The benchmark's news rows: realistic Chinese titles, spread over the last years, the same for every backend. */
export interface BenchNews {
  id: number;
  title: string;
  newsTypeId: number;
  source: string;
  publishTime: string;
  isEnable: number;
  orderSeq: number;
}

const TOPICS = ['债券市场', '自律管理', '会员服务', '信息披露', '风险防控', '合规培训', '市场创新', '投资者教育'];
const ACTIONS = ['工作会议召开', '专题培训举办', '年度报告发布', '调研座谈举行', '指引修订说明', '业务通知'];

export const newsRows = (count: number): BenchNews[] => {
  const start = Date.UTC(2020, 0, 1);
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `${TOPICS[index % TOPICS.length]}${ACTIONS[index % ACTIONS.length]}（第${index + 1}期）`,
    newsTypeId: (index % 3) + 1,
    source: '协会秘书处',
    publishTime: new Date(start + index * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
    isEnable: index % 5 === 0 ? 0 : 1,
    orderSeq: index + 1,
  }));
};
