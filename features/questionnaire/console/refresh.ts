/**
 * After a write (save, publish, close, copy, delete, draw, push, refresh of the results) the pages read the
 * questionnaire again: its detail, sampling frame, draws, pushes, sample and results, and both lists.
 * The allocation table is left alone: it is the plan the user asked for, not the questionnaire's state.
 */
import type { QueryClient } from '@tanstack/react-query';
import { QUESTIONNAIRE_ISSUE_RESOURCE, QUESTIONNAIRE_RESOURCE } from '../contract/calls';
import type { CallName } from '../../../resources/calls';
import { callKey } from '../../../src/crud/useCall';

const READS: CallName[] = [
  'questionnaireDetail',
  'questionnaireAttributes',
  'questionnaireFrame',
  'questionnaireGroups',
  'questionnaireInstitutions',
  'questionnaireDraws',
  'questionnairePushes',
  'questionnaireSample',
  'questionnaireResult',
  'questionnaireTextAnswers',
];

export const invalidateQuestionnaire = (client: QueryClient) =>
  Promise.all([
    ...READS.map((name) => client.invalidateQueries({ queryKey: callKey(name) })),
    ...[QUESTIONNAIRE_RESOURCE, QUESTIONNAIRE_ISSUE_RESOURCE].map((resource) => client.invalidateQueries({ queryKey: [resource] })),
  ]);
