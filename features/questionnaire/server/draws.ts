/**
 * Draws of a questionnaire's sample through the sampling core (./sampling): the frame read from the member
 * units, the recently sampled left out, the record, the frame and the seed stored, the sampled institutions
 * written with their strata. The new draw becomes the questionnaire's sample; earlier ones stay for the audit.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { unitNamesById } from '../../../server/modules/memberUnits';
import { draws, pushes, questionnaires, samples } from './schema';
import {
  SamplingError,
  drawAttributeSample,
  drawPreciseSample,
  drawRandomSample,
  generateSeed,
  planAttributeSample,
  verifyDraw,
  type DrawRecord,
  type Frame,
  type Institution,
  type RandomSize,
} from './sampling';
import { describeValues, loadFrame, readAttributes, readExcludeDays, recentlySampledIds, stratumName } from './institutions';
import { LIMITS, MESSAGES, METHOD_NAMES, STATUS, refuse } from './model';
import { answerCountOf, lockQuestionnaire } from './store';
import { publishQuestionnaire } from './lifecycle';

/** A SamplingError becomes the envelope's refusal (its code and details in `data`). */
export const sampling = <T>(work: () => T): T => {
  try {
    return work();
  } catch (error) {
    if (error instanceof SamplingError) return refuse(error.message, { code: error.code, ...error.details });
    throw error;
  }
};

const readSize = (body: Record<string, unknown>): RandomSize => {
  if (body.share !== undefined && body.share !== null && body.share !== '') {
    return typeof body.share === 'number' ? { share: body.share } : refuse('抽样比例必须是0到1之间的数');
  }
  return { count: readCount(body.count ?? body.sampleSize) };
};

const readCount = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) ? value : value === undefined || value === null || value === '' ? refuse('请输入样本量') : refuse('样本量必须是正整数');

/** What a draw request asks, checked: the method's own fields. */
const makeRecord = (frame: Frame, body: Record<string, unknown>, method: string, exclude: number[]): DrawRecord => {
  const seed = body.seed === undefined || body.seed === null || body.seed === '' ? generateSeed() : (body.seed as string);
  switch (method) {
    case 'attribute':
      return sampling(() => drawAttributeSample(frame, { attributes: readAttributes(body.attributes), sampleSize: readCount(body.sampleSize), seed, exclude }));
    case 'random':
      return sampling(() => drawRandomSample(frame, { size: readSize(body), seed, exclude }));
    case 'precise': {
      const ids = body.institutionIds;
      if (Array.isArray(ids) && ids.length > LIMITS.preciseIds) refuse(`每次最多选择${LIMITS.preciseIds}家机构`);
      return sampling(() => drawPreciseSample(frame, { ids: Array.isArray(ids) ? (ids as number[]) : [], exclude }));
    }
    default:
      return refuse(MESSAGES.badMethod);
  }
};

/**
 * Draws the sample of questionnaire `id` (randomAttribute: method attribute or random; preciseAttribute:
 * precise). Refused on a closed questionnaire and once its sample was pushed or answered. With `publish`
 * true a draft is published in the same transaction.
 */
export const drawSample = async (tx: Db, body: Record<string, unknown>, method: string, by: string) => {
  const id = typeof body.id === 'number' && Number.isInteger(body.id) && body.id > 0 ? body.id : refuse('请指定问卷编号');
  const row = await lockQuestionnaire(tx, id);
  if (row.status === STATUS.closed) refuse(MESSAGES.drawClosed);
  if (await answerCountOf(tx, id)) refuse(MESSAGES.drawAnswered);
  const [current] = await tx
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.questionnaireId, id), eq(draws.current, true)));
  if (current && (await tx.select({ id: pushes.id }).from(pushes).where(eq(pushes.drawId, current.id)).limit(1)).length) refuse(MESSAGES.drawPushed);
  const excludeDays = readExcludeDays(body.excludeDays);
  const frame = await loadFrame(tx);
  const exclude = await recentlySampledIds(tx, excludeDays, id);
  const record = makeRecord(frame, body, method, exclude);
  if (current) await tx.update(draws).set({ current: false }).where(eq(draws.id, current.id));
  const [stored] = await tx
    .insert(draws)
    .values({
      questionnaireId: id,
      method: record.method,
      algorithm: record.algorithm,
      seed: record.seed,
      // loadFrame's order is canonical, so this is canonicalFrameJson: the text the fingerprint hashes.
      frame: JSON.stringify(frame),
      frameFingerprint: record.frame.fingerprint,
      frameSize: record.frame.size,
      parameters: record.parameters as Record<string, unknown>,
      excludeDays: excludeDays || null,
      record: record as unknown as Record<string, unknown>,
      sampleSize: record.selectedIds.length,
      drawnBy: by,
    })
    .returning();
  const names = new Map(frame.map((institution) => [institution.id, institution.name]));
  const rows = record.strata.flatMap((stratum) => stratum.selectedIds.map((institutionId) => ({ i: institutionId, n: names.get(institutionId) ?? '', k: stratum.key })));
  // One JSON parameter rather than five per row: several times faster on PGlite for thousands of rows.
  await tx.execute(sql`
    INSERT INTO ${samples} (draw_id, questionnaire_id, institution_id, institution_name, stratum_key)
    SELECT ${stored.id}, ${id}, x.i, x.n, x.k FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(i int, n text, k text)`);
  await tx.update(questionnaires).set({ updatedAt: new Date(), updatedBy: by }).where(eq(questionnaires.id, id));
  if (body.publish === true && row.status === STATUS.draft) await publishQuestionnaire(tx, id, null, by);
  return drawDto(stored);
};

type DrawRow = typeof draws.$inferSelect;

/** The institutions of a stored draw's frame. */
export const storedFrame = (row: Pick<DrawRow, 'frame'>): Institution[] => JSON.parse(row.frame) as Institution[];

/** A draw for a console: method, seed, the frame's fingerprint and size, parameters, strata with their counts. */
export const drawDto = (row: DrawRow) => {
  const record = row.record as unknown as DrawRecord;
  return {
    id: row.id,
    questionnaireId: row.questionnaireId,
    method: row.method,
    methodName: METHOD_NAMES[row.method] ?? row.method,
    algorithm: row.algorithm,
    seed: row.seed,
    frameFingerprint: row.frameFingerprint,
    frameSize: row.frameSize,
    excludeDays: row.excludeDays ?? 0,
    excludedCount: record.frame.excludedCount,
    eligibleSize: record.frame.eligibleSize,
    parameters: row.parameters,
    sampleSize: row.sampleSize,
    current: row.current,
    drawnBy: row.drawnBy,
    drawnAt: row.drawnAt.toISOString(),
    strata: record.strata.map((stratum) => ({
      key: stratum.key,
      name: stratumName(stratum.values),
      values: describeValues(stratum.values),
      population: stratum.population,
      ...('share' in stratum ? { share: stratum.share, heldAtMinimum: stratum.heldAtMinimum } : {}),
      allocated: stratum.allocated,
    })),
    selectedIds: record.selectedIds,
  };
};

export const findDraw = async (db: Db, drawId: number): Promise<DrawRow> => {
  const [row] = await db.select().from(draws).where(eq(draws.id, drawId));
  return row ?? refuse(MESSAGES.drawNotFound);
};

/** The names (cnName) of the operators with these login names; a login without a name is left out. */
export const operatorNames = async (db: Db, loginNames: string[]): Promise<Map<string, string>> => {
  if (!loginNames.length) return new Map();
  const rows = await db.select({ loginName: users.loginName, cnName: users.cnName }).from(users).where(inArray(users.loginName, loginNames));
  return new Map(rows.filter((row) => row.cnName).map((row) => [row.loginName, row.cnName]));
};

/**
 * Draws with the names of the institutions they selected, each the unit's current name read by id (a renamed
 * unit shows its new name), else the name it had in the draw's frame; and the name of the operator who drew
 * (the record keeps the login name, the stable key; operators read a person's name).
 */
export const withSelectedNames = async (db: Db, rows: DrawRow[]) => {
  const dtos = rows.map(drawDto);
  const current = await unitNamesById(db, [...new Set(dtos.flatMap((dto) => dto.selectedIds))]);
  const drawers = await operatorNames(db, [...new Set(dtos.map((dto) => dto.drawnBy))]);
  return rows.map((row, index) => {
    const framed = new Map(storedFrame(row).map((institution) => [institution.id, institution.name]));
    const dto = dtos[index];
    return {
      ...dto,
      drawnByName: drawers.get(dto.drawnBy) ?? dto.drawnBy,
      selectedNames: dto.selectedIds.map((id) => current.get(id) ?? framed.get(id) ?? `#${id}`),
    };
  });
};

export const listDraws = async (db: Db, questionnaireId: number) =>
  withSelectedNames(db, await db.select().from(draws).where(eq(draws.questionnaireId, questionnaireId)).orderBy(desc(draws.drawnAt), desc(draws.id)));

/** The stored draw repeated on its stored frame: does the frame still match its fingerprint, and the redraw the sample? */
export const verifyStoredDraw = (row: DrawRow) => {
  const result = verifyDraw(storedFrame(row), row.record as unknown as DrawRecord);
  return { matches: result.matches, frameMatches: result.frameMatches, differingStrata: result.differingStrata, message: result.message, selectedIds: result.redrawn?.selectedIds ?? null };
};

/** The frame as a draw would see it now: sizes before and after leaving out the recently sampled. */
export const currentFrame = async (db: Db, source: Record<string, unknown>) => {
  const questionnaireId = typeof source.id === 'number' ? source.id : typeof source.id === 'string' && /^\d+$/.test(source.id) ? Number(source.id) : null;
  const frame = await loadFrame(db);
  const exclude = await recentlySampledIds(db, readExcludeDays(source.excludeDays), questionnaireId);
  return { frame, exclude };
};

/** countAttribute: the allocation table of an attribute draw, before anything is drawn. */
export const allocationPlan = (frame: Frame, exclude: number[], body: Record<string, unknown>) => {
  const plan = sampling(() => planAttributeSample(frame, { attributes: readAttributes(body.attributes), sampleSize: readCount(body.sampleSize), exclude }));
  return {
    attributes: plan.attributes,
    sampleSize: plan.sampleSize,
    frame: plan.frame,
    rows: plan.rows.map((row) => ({ ...row, name: stratumName(row.values), values: describeValues(row.values) })),
  };
};
