/**
 * Every bespoke feature of the console, by its manifest (src/routes/feature.ts): adding one is its folder and one
 * line here. Declared modules are not listed: they come from resources/index.ts.
 */
import type { Feature } from '../routes/feature';
import portal from './portal/feature';
import businessIntroduce from './business/introduce/feature';
import qualification from './qualification/feature';
import opinion from './opinion/feature';
import questionnaire from './questionnaire/feature';
import abilityQuestionBank from './ability/questionBank/feature';
import abilityLevel from './ability/level/feature';
import abilityStatistics from './ability/statistics/feature';
import statistics from './statistics/feature';
import examine from './examine/feature';
import welcome from './welcome/feature';
import report from './report/feature';
import systemUsers from './system/users/feature';
import systemRoles from './system/roles/feature';
import systemAppUsers from './system/appUsers/feature';
import systemShare from './system/share/feature';
import systemOperationLog from './system/operationLog/feature';

export const features: Feature[] = [
  report,
  portal,
  businessIntroduce,
  qualification,
  opinion,
  questionnaire,
  abilityQuestionBank,
  abilityLevel,
  abilityStatistics,
  statistics,
  examine,
  welcome,
  systemUsers,
  systemRoles,
  systemAppUsers,
  systemShare,
  systemOperationLog,
];
