/**
 * Share configuration (menu 17): the limits and messages of an item's fields,
 * shared by the console's cards and the server's updateDetails call, so both
 * answer with the same words.
 */
import { ruleTests } from '../framework/rules';

export const SHARE_MENU = 17;
export const SHARE_TITLE_MAX = 40;
export const SHARE_DESC_MAX = 120;
export const SHARE_URL_MAX = 500;

export const SHARE_MESSAGES = {
  titleRequired: '请输入分享标题',
  titleTooLong: `分享标题不能超过${SHARE_TITLE_MAX}个字符`,
  descRequired: '请输入分享描述',
  descTooLong: `分享描述不能超过${SHARE_DESC_MAX}个字符`,
  urlRequired: '请输入分享链接',
  urlTooLong: `分享链接不能超过${SHARE_URL_MAX}个字符`,
  urlInvalid: '分享链接须以 http:// 或 https:// 开头',
  iconInvalid: '分享图标格式不正确',
  notFound: '分享配置不存在或已被删除',
} as const;

export interface ShareIcon {
  url: string;
  title?: string;
}

export interface ShareFields {
  shareTitle: string;
  shareDesc: string;
  shareUrl: string;
}

/** http or https with a host (the `url` rule); `externalLink` would also take mailto and tel. */
export const isShareUrl = (value: string) => ruleTests.url(value);

/** Each field's first violation (title, description, link); empty when valid. */
export const shareViolations = ({ shareTitle, shareDesc, shareUrl }: ShareFields): Partial<Record<keyof ShareFields, string>> => {
  const found: Partial<Record<keyof ShareFields, string>> = {};
  if (!shareTitle.trim()) found.shareTitle = SHARE_MESSAGES.titleRequired;
  else if (shareTitle.length > SHARE_TITLE_MAX) found.shareTitle = SHARE_MESSAGES.titleTooLong;
  if (!shareDesc.trim()) found.shareDesc = SHARE_MESSAGES.descRequired;
  else if (shareDesc.length > SHARE_DESC_MAX) found.shareDesc = SHARE_MESSAGES.descTooLong;
  if (!shareUrl.trim()) found.shareUrl = SHARE_MESSAGES.urlRequired;
  else if (shareUrl.length > SHARE_URL_MAX) found.shareUrl = SHARE_MESSAGES.urlTooLong;
  else if (!isShareUrl(shareUrl.trim())) found.shareUrl = SHARE_MESSAGES.urlInvalid;
  return found;
};

const BASE = 'https://app.example.org/share';

/** The seeded items, one per shareable module of the app. */
export const SHARE_SEED = [
  { moduleCode: 'news', moduleName: '新闻资讯', shareTitle: '行业新闻资讯', shareDesc: '第一时间了解协会动态与行业要闻，尽在新闻资讯。', shareUrl: `${BASE}/news` },
  { moduleCode: 'association', moduleName: '协会之窗', shareTitle: '协会之窗', shareDesc: '走进协会，了解协会组织架构、重要活动与工作通知。', shareUrl: `${BASE}/association` },
  { moduleCode: 'policy', moduleName: '市场资讯', shareTitle: '市场资讯速递', shareDesc: '汇聚最新市场资讯与政策解读，助您把握市场脉搏。', shareUrl: `${BASE}/policy` },
  { moduleCode: 'selfRule', moduleName: '自律规则', shareTitle: '自律规则汇编', shareDesc: '查阅协会发布的各项自律规则、业务指引与配套文件。', shareUrl: `${BASE}/selfRule` },
  { moduleCode: 'disciplineInfo', moduleName: '纪律处分', shareTitle: '纪律处分公示', shareDesc: '公开协会作出的纪律处分决定，维护行业秩序与诚信。', shareUrl: `${BASE}/disciplineInfo` },
  { moduleCode: 'membership', moduleName: '会员服务公告', shareTitle: '会员服务公告', shareDesc: '会员服务相关通知公告，会费缴纳与服务事项一站掌握。', shareUrl: `${BASE}/membership` },
  { moduleCode: 'faq', moduleName: '常见问题', shareTitle: '常见问题解答', shareDesc: '会员与投资者常见问题集中解答，快速找到您需要的答案。', shareUrl: `${BASE}/faq` },
  { moduleCode: 'enterpriseVoice', moduleName: '投资者之声', shareTitle: '投资者之声', shareDesc: '倾听投资者声音，查看企业回应与互动交流内容。', shareUrl: `${BASE}/enterpriseVoice` },
] as const;
