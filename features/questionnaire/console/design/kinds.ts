/** The question kinds in the order the editor offers them. */
import type { QuestionKind } from '../../contract/calls';

export const KINDS: readonly QuestionKind[] = ['single', 'multiple', 'shortText', 'longText', 'rating', 'matrix'];
