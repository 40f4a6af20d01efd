/** The routes of 问卷发布 (menu 45); a questionnaire is named by `id` in the address. */
export const ISSUE_PATH = '/questionnaire/issue';
export const SAMPLING_PATH = '/questionnaire/issue/sampling';
export const DETAIL_PATH = '/questionnaire/issue/detail';
export const SAMPLING_TABS = ['infomation', 'accurate', 'screen'] as const;
export type SamplingTab = (typeof SAMPLING_TABS)[number];
export const samplingPath = (id: number, tab: SamplingTab = 'infomation') => `${SAMPLING_PATH}/${tab}?id=${id}`;
export const detailPath = (id: number) => `${DETAIL_PATH}?id=${id}`;
