/**
 * The calls of 问卷发布 and its sampling pages (menu 45) on the questionnaire base: the frame and its
 * attributes (getAttribute, countAllAttribute, queryGroupAttribute), the allocation table (countAttribute),
 * the search of precise sampling (attributeIssue), the draws (randomAttribute: attribute or random;
 * preciseAttribute), the draw records and their check (queryDrawList, queryDrawDetail, verifyDraw), and
 * the push (pushAttribute, queryPushList). docs/questionnaire.md describes each.
 */
import { get, post, type ServerModule } from '../../../server/http/api';
import { success } from '../../../server/http/envelope';
import { readId } from '../../../server/http/validate';
import { canonicalFrame, withoutExcluded } from './sampling/frame';
import { formStrata } from './sampling';
import { allocationPlan, currentFrame, drawDto, drawSample, findDraw, listDraws, sampling, storedFrame, verifyStoredDraw } from './draws';
import { attributeDictionary, describeValues, readAttributes, searchInstitutions, stratumName } from './institutions';
import { MENU, MESSAGES, refuse } from './model';
import { listPushes, pushQuestionnaire } from './push';
import { findQuestionnaire } from './store';

export const SAMPLING_CALLS = {
  attributes: 'getAttribute',
  countAll: 'countAllAttribute',
  groups: 'queryGroupAttribute',
  allocation: 'countAttribute',
  search: 'attributeIssue',
  draw: 'randomAttribute',
  precise: 'preciseAttribute',
  push: 'pushAttribute',
  draws: 'queryDrawList',
  drawDetail: 'queryDrawDetail',
  verify: 'verifyDraw',
  pushes: 'queryPushList',
} as const;

const READ = { menu: MENU.publish };
const WRITE = { menu: MENU.publish, unit: 'modify' as const };

/** The questionnaire a call names by `id`, when it names one (it then leaves its own sample out of the exclusion). */
const optionalQuestionnaire = async (db: Parameters<typeof findQuestionnaire>[0], source: Record<string, unknown>) => {
  if (source.id === undefined || source.id === null || source.id === '') return;
  await findQuestionnaire(db, readId(source));
};

export const questionnaireSamplingModule: ServerModule = () => [
  get(SAMPLING_CALLS.attributes, READ, 'read', async ({ db, query }) => {
    await optionalQuestionnaire(db, query);
    const { frame, exclude } = await currentFrame(db, query);
    return attributeDictionary(withoutExcluded(canonicalFrame(frame), exclude).eligible);
  }),
  post(SAMPLING_CALLS.countAll, READ, 'read', async ({ db, body }) => {
    await optionalQuestionnaire(db, body);
    const { frame, exclude } = await currentFrame(db, body);
    const { eligible, excludedIds } = withoutExcluded(canonicalFrame(frame), exclude);
    return { total: frame.length, excludedCount: excludedIds.length, excludedIds, eligible: eligible.length };
  }),
  get(SAMPLING_CALLS.groups, READ, 'read', async ({ db, query }) => {
    await optionalQuestionnaire(db, query);
    const attributes = readAttributes(query.attributes);
    const { frame, exclude } = await currentFrame(db, query);
    const { eligible } = withoutExcluded(canonicalFrame(frame), exclude);
    const strata = sampling(() => formStrata(eligible, [...attributes].sort()));
    return {
      attributes: [...attributes].sort(),
      total: eligible.length,
      groups: strata.map((stratum) => ({ key: stratum.key, name: stratumName(stratum.values), values: describeValues(stratum.values), population: stratum.members.length })),
    };
  }),
  post(SAMPLING_CALLS.allocation, READ, 'read', async ({ db, body }) => {
    await optionalQuestionnaire(db, body);
    const { frame, exclude } = await currentFrame(db, body);
    return allocationPlan(frame, exclude, body);
  }),
  get(SAMPLING_CALLS.search, READ, 'read', async ({ db, query }) => {
    await optionalQuestionnaire(db, query);
    return searchInstitutions(db, query, query.id ? readId(query) : null);
  }),
  post(SAMPLING_CALLS.draw, WRITE, { write: 'update' }, async ({ db: tx, body, user }) => {
    const method = body.method ?? 'attribute';
    if (method !== 'attribute' && method !== 'random') refuse(MESSAGES.badMethod);
    return success(await drawSample(tx, body, method as string, user!.loginName), '抽样成功');
  }),
  post(SAMPLING_CALLS.precise, WRITE, { write: 'update' }, async ({ db: tx, body, user }) => success(await drawSample(tx, body, 'precise', user!.loginName), '抽样成功')),
  post(SAMPLING_CALLS.push, WRITE, { write: 'update' }, async ({ db: tx, body, user }) => success(await pushQuestionnaire(tx, readId(body), user!.loginName), MESSAGES.pushed)),
  get(SAMPLING_CALLS.draws, READ, 'read', async ({ db, query }) => {
    const id = readId(query);
    await findQuestionnaire(db, id);
    return listDraws(db, id);
  }),
  get(SAMPLING_CALLS.drawDetail, READ, 'read', async ({ db, query }) => {
    const row = await findDraw(db, readId(query, 'drawId'));
    return { ...drawDto(row), record: row.record, frame: storedFrame(row) };
  }),
  post(SAMPLING_CALLS.verify, READ, 'read', async ({ db, body }) => verifyStoredDraw(await findDraw(db, readId(body, 'drawId')))),
  get(SAMPLING_CALLS.pushes, READ, 'read', async ({ db, query }) => {
    const id = readId(query);
    await findQuestionnaire(db, id);
    return listPushes(db, id);
  }),
];
