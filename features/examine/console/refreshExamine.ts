/**
 * After an action (submit, withdraw, review, new reviewers) every review read that may have changed is asked
 * again: the change's detail (react-admin's getOne of orgExamine), its nodes, a batch's summary and the
 * reviewers. The lists reload themselves where they are shown.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ORG_EXAMINE_RESOURCE } from '../contract/calls';
import { callKey } from '../../../src/crud/useCall';

const READS = ['examineNodes', 'examineBatchSummary', 'examineReviewers', 'examineReviewerCandidates'] as const;

export const refreshExamine = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: [ORG_EXAMINE_RESOURCE, 'getOne'] }), ...READS.map((name) => client.invalidateQueries({ queryKey: callKey(name) }))]);
