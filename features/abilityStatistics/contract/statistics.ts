/**
 * 能力统计 (menu 42, docs/ability-statistics.md): the calls of ability/abilityStatistics, the app-facing calls
 * that record the activity they count, and the columns of every table — shared by the server (its exports'
 * headers) and the console (its columns and page messages), so a sheet and the screen read alike.
 */

export const ABILITY_STATISTICS_MENU = 42;
export { ABILITY_STATISTICS_BASE, ABILITY_STATISTICS_CALLS, ABILITY_EXPORT_NAMES } from './callNames';

/** The app-facing calls (the app base, beside questionnaire/submitAnswer). */
export const ABILITY_APP_CALLS = {
  study: 'ability/submitStudyRecords',
  startChallenge: 'ability/startLevelChallenge',
  challenge: 'ability/submitLevelChallenge',
  queryAssessment: 'ability/queryAssessment',
  assessment: 'ability/submitAssessment',
} as const;

/**
 * A level challenge's draw (docs/ability-statistics.md "Level challenges"): a level declares no question count
 * or business types of its own, so every challenge draws this many enabled questions of enabled business types
 * (all of them when the bank holds fewer), and must be submitted within this many minutes of its start.
 */
export const CHALLENGE_QUESTION_COUNT = 10;
export const CHALLENGE_MINUTES = 30;

/** A challenge or an assessment is passed with at least this score (of 100). */
export const PASS_SCORE = 60;

export { ABILITY_COLUMN_LABELS, ABILITY_TABLES, decimalsOf, ONE_DECIMAL_COLUMNS, type AbilityColumn, type AbilityTable } from './columns';
