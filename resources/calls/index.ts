/**
 * Every call of the console that is not a CRUD call of a resource, by feature:
 * the dataProvider has one custom method per entry (dataProvider/callMethods.ts).
 * A feature with such calls adds its declaration file here.
 */
import { mergeCalls } from '../framework/defineCalls';
import { abilityQuestionCalls } from './abilityQuestions';
import { abilityStatisticsCalls } from './abilityStatistics';
import { accountCalls } from './account';
import { appUserCalls } from './appUsers';
import { commonCalls } from './common';
import { examineCalls } from './examine';
import { operationLogCalls } from './operationLog';
import { opinionCalls } from './opinion';
import { portalCalls } from './portal';
import { productChartCalls } from './productChart';
import { qualificationCalls } from './qualification';
import { questionnaireCalls } from './questionnaire';
import { roleCalls } from './roles';
import { shareCalls } from './share';
import { userCalls } from './users';
import { welcomeCalls } from './welcome';

export const consoleCalls = mergeCalls(
  abilityQuestionCalls,
  abilityStatisticsCalls,
  accountCalls,
  appUserCalls,
  commonCalls,
  examineCalls,
  operationLogCalls,
  opinionCalls,
  portalCalls,
  productChartCalls,
  qualificationCalls,
  questionnaireCalls,
  roleCalls,
  shareCalls,
  userCalls,
  welcomeCalls,
);

export type ConsoleCalls = typeof consoleCalls;
export type CallName = keyof ConsoleCalls;
