import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimEarlyList, claimEarlyRecord, EARLY_ANSWER_TTL_MS, requestListEarly, requestRecordEarly } from '../../dataProvider/earlyAnswers';

const LIST = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };

afterEach(() => {
  vi.useRealTimers();
});

describe('early answers', () => {
  it('hands a record asked early to the same getOne once, and sends it once', async () => {
    const fetch = vi.fn(async () => ({ id: 7, title: '甲' }));
    requestRecordEarly('news', 7, fetch);
    requestRecordEarly('news', 7, fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(claimEarlyRecord('news', '7')).toBeUndefined();
    expect(claimEarlyRecord('policy', 7)).toBeUndefined();
    await expect(claimEarlyRecord('news', 7)).resolves.toEqual({ id: 7, title: '甲' });
    expect(claimEarlyRecord('news', 7)).toBeUndefined();
  });

  it('keeps a list answer apart from a record answer, and only for the same params', async () => {
    requestListEarly('news', LIST, async () => ({ data: [], total: 0 }));
    expect(claimEarlyRecord('news', 1)).toBeUndefined();
    expect(claimEarlyList('news', { ...LIST, pagination: { page: 2, perPage: 10 } })).toBeUndefined();
    await expect(claimEarlyList('news', LIST)).resolves.toEqual({ data: [], total: 0 });
  });

  it('lets an unclaimed answer go stale: a later getOne asks again', () => {
    vi.useFakeTimers();
    requestRecordEarly('news', 8, async () => ({ id: 8 }));
    vi.advanceTimersByTime(EARLY_ANSWER_TTL_MS + 1);
    expect(claimEarlyRecord('news', 8)).toBeUndefined();
  });

  it('asks again when the same thing is asked early after an unclaimed answer went stale', async () => {
    vi.useFakeTimers();
    const first = vi.fn(async () => ({ id: 10, title: '旧' }));
    const second = vi.fn(async () => ({ id: 10, title: '新' }));
    requestRecordEarly('news', 10, first);
    vi.advanceTimersByTime(EARLY_ANSWER_TTL_MS + 1);
    requestRecordEarly('news', 10, second);
    expect(second).toHaveBeenCalledTimes(1);
    await expect(claimEarlyRecord('news', 10)).resolves.toEqual({ id: 10, title: '新' });
  });

  it('passes a failed early request to the one who claims it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    requestRecordEarly('news', 9, async () => {
      throw new Error('网络异常');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(claimEarlyRecord('news', 9)).rejects.toThrow('网络异常');
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
