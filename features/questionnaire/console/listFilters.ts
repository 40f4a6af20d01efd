/** The questionnaire lists' search as written in the address (listAddress.ts): 问卷标题 (a part) and 状态. */
import type { FilterKinds } from '../../../src/crud/list/listAddress';

export const LIST_FILTERS: FilterKinds = { title: 'text', status: [0, 1, 2] };
