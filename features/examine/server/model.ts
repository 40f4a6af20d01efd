/**
 * The vocabulary of the institution-name sync and review (docs/institution-review.md): menus, statuses,
 * sync results, node actions and limits (the Chinese messages the calls answer: messages.ts).
 */
import { ApiError } from '../../../server/http/envelope';

/** 审核管理 (52): 机构名称同步记录 (20) syncs and submits; 机构名称同步审核 (21) reviews and sets the SMS reviewers. */
export const MENU = { section: 52, record: 20, audit: 21 } as const;

/** 3 待提交 → 0 待审核 → 1 已通过 / 2 已驳回; a withdrawal goes back to 3, a rejected change may be submitted again. */
export const STATUS = { pending: 0, approved: 1, rejected: 2, draft: 3 } as const;
export type ExamineStatus = (typeof STATUS)[keyof typeof STATUS];
export const STATUS_NAMES: Record<number, string> = { 0: '待审核', 1: '已通过', 2: '已驳回', 3: '待提交' };

export const RESULT = { added: 1, renamed: 2, removed: 3, unchanged: 4, failed: 5 } as const;
export const RESULT_NAMES: Record<number, string> = { 1: '新增', 2: '更名', 3: '注销', 4: '未变化', 5: '失败' };

export const ACTION_NAMES: Record<string, string> = { sync: '同步发现', submit: '提交审核', withdraw: '撤回', approve: '审核通过', reject: '审核驳回' };

export const LIMITS = { opinion: 500, name: 100, notices: 20 } as const;

/** A notice has a purpose of its own in the SMS outbox (sys_sms_outbox.message_type). */
export const NOTICE_TYPE = 'examineNotice';

export const refuse = (message: string): never => {
  throw new ApiError(message);
};

/** 138****5678: phones in lists and answers (spec: phones masked in lists). */
export const maskPhone = (phone: string | null | undefined): string | null => (phone ? (phone.length >= 7 ? `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}` : '****') : null);

/** A date as Beijing sees it, YYYY-MM-DD. */
export const beijingDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
