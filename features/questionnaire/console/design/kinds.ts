/** The question kinds in the order the editor offers them. */
import type { QuestionKind } from '../../../../resources/calls/questionnaire';

export const KINDS: readonly QuestionKind[] = ['single', 'multiple', 'shortText', 'longText', 'rating', 'matrix'];
