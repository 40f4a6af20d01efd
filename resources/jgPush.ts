/**
 * Pushes to the app's users (spec section 7: business/jgPush/jgPush). The
 * modules whose items may be pushed, and the 推送 row call their declarations
 * carry. There is no push provider: the server records each push
 * (server/modules/jgPush.ts) and that record is the push.
 */
import type { ResourceRowCall } from './framework/rowCalls';

export const JG_PUSH_API = 'business/jgPush';
export const JG_PUSH_CALL = `${JG_PUSH_API}/jgPush`;
/** Our own call: the last push time of each listed item. */
export const JG_PUSH_LAST_CALL = `${JG_PUSH_API}/queryLastPush`;
/** The same item is pushed at most once in this many minutes. */
export const JG_PUSH_REPEAT_MINUTES = 10;

export interface JgPushModule {
  /** The declared module holding the items. */
  resource: string;
  /** What an item is called in messages, e.g. '新闻'. */
  noun: string;
  /** Only items holding these values may be pushed. */
  when?: Record<string, number>;
}

/** The `module` values of a push, and what each pushes. */
export const JG_PUSH_MODULES: Record<string, JgPushModule> = {
  news: { resource: 'news', noun: '新闻' },
  // Announcements only (serviceType 1), not the membership services.
  membership: { resource: 'membership', noun: '公告', when: { serviceType: 1 } },
};

/** The 推送 button of a module's rows: needs the 'modify' unit, asks first. */
export const jgPushRowCall = (module: keyof typeof JG_PUSH_MODULES & string): ResourceRowCall => ({
  label: '推送',
  call: JG_PUSH_CALL,
  body: { module },
  confirm: '确定将「%{name}」推送给App用户吗？',
  unit: 'modify',
  when: JG_PUSH_MODULES[module].when,
  lastCall: JG_PUSH_LAST_CALL,
});
