/** The opinion pages' addresses and the feedback module's resource name (resources/interaction/ideaFeedback.ts). */
export const FEEDBACK_RESOURCE = 'ideaFeedback';
export const OPINION_LIST_PATH = '/interaction/opinion';
export const OPINION_DETAIL_PATH = '/interaction/opinion/detail';
export const OPINION_TEMPLATE_PATH = '/interaction/opinion/template';
