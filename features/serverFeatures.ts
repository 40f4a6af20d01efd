/**
 * Every bespoke feature with a server half, by its server manifest (server/feature.ts): adding one is its folder
 * and one line here (the console finds its manifest by itself, src/routes/features.ts). Each feature's demo data is
 * seeded in this order, after the declared modules' demo rows; the statistics come last, since they read the rest.
 */
import type { ServerFeature } from '../server/feature';
import systemUsers from './systemUsers/server/feature';
import systemRoles from './systemRoles/server/feature';
import appUsers from './appUsers/server/feature';
import share from './share/server/feature';
import operationLog from './operationLog/server/feature';
import portal from './portal/server/feature';
import abilityQuestionBank from './abilityQuestionBank/server/feature';
import feedback from './feedback/server/feature';
import questionnaire from './questionnaire/server/feature';
import examine from './examine/server/feature';
import abilityStatistics from './abilityStatistics/server/feature';
import qualification from './qualification/server/feature';
import productIntroduce from './productIntroduce/server/feature';
import statistics from './statistics/server/feature';

export const serverFeatures: ServerFeature[] = [
  systemUsers,
  systemRoles,
  appUsers,
  share,
  operationLog,
  portal,
  abilityQuestionBank,
  feedback,
  questionnaire,
  examine,
  abilityStatistics,
  qualification,
  productIntroduce,
  statistics,
];
