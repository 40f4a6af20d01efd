/**
 * Every declared module. Adding a standard module: one file under its
 * section's folder, and one line here.
 */
import type { Resource } from './framework';
import newsType from './information/newsType';
import news from './information/news';
import memberUnit from './memberService/memberUnit';
import associationType from './information/associationType';
import association from './information/association';
import policyType from './information/policyType';
import policy from './information/policy';
import beginnerType from './memberService/beginnerType';
import beginner from './memberService/beginner';
import membershipType from './memberService/membershipType';
import memberFeeStandard from './memberService/memberFeeStandard';
import membership from './memberService/membership';
import problemType from './interaction/problemType';
import problem from './interaction/problem';
import problemFeedback from './interaction/problemFeedback';
import ideaFeedback from './interaction/ideaFeedback';
import enterpriseVoice from './invest/enterpriseVoice';
import hotUpdateVersion from './system/hotUpdateVersion';
import infoLabelType from './system/infoLabelType';
import carousel from './portal/carousel';
import welcomePicture from './portal/welcomePicture';
import portalIcon from './portal/portalIcon';
import scrollBar from './portal/scrollBar';
import skin from './portal/skin';
import selfRuleType from './business/selfRuleType';
import selfRule from './business/selfRule';
import disciplineInfoType from './business/disciplineInfoType';
import disciplineInfo from './business/disciplineInfo';
import statisticalType from './business/statisticalType';
import statistical from './business/statistical';
import crmInformationDiscType from './business/crmInformationDiscType';
import crmInformationDisc from './business/crmInformationDisc';
import investeQuestion from './invest/investeQuestion';
import associationProductType from './business/associationProductType';
import associationProduct from './business/associationProduct';
import appCommonModuleType from './commonIcon/appCommonModuleType';
import appCommonModuleIcon from './commonIcon/appCommonModuleIcon';
import appCommonModule from './commonIcon/appCommonModule';
import graphsType from './dataChart/graphsType';
import graph from './dataChart/graph';
import graphsMember from './dataChart/graphsMember';
import graphsMemBond from './dataChart/graphsMemBond';
import abilityLevel from './ability/abilityLevel';
import abilityBusinessType from './ability/abilityBusinessType';
import abilityQuestion from './ability/abilityQuestion';

export const resources: Resource[] = [
  newsType,
  news,
  memberUnit,
  // Content modules: information, member service, interaction, invest.
  associationType,
  association,
  policyType,
  policy,
  beginnerType,
  beginner,
  membershipType,
  memberFeeStandard,
  membership,
  problemType,
  problem,
  problemFeedback,
  enterpriseVoice,
  hotUpdateVersion,
  infoLabelType,
  carousel,
  welcomePicture,
  portalIcon,
  scrollBar,
  skin,
  // Business (menu 8) and investor questions.
  selfRuleType,
  selfRule,
  disciplineInfoType,
  disciplineInfo,
  statisticalType,
  statistical,
  crmInformationDiscType,
  crmInformationDisc,
  investeQuestion,
  // Product introduction (menu 30): two levels of categories, products in the secondaries.
  associationProductType,
  associationProduct,
  // Common icon (menu 56) and data charts (menu 63).
  appCommonModuleType,
  appCommonModuleIcon,
  appCommonModule,
  graphsType,
  graph,
  graphsMember,
  graphsMemBond,
  // Ability building (menu 38): levels (41).
  abilityLevel,
  // Ability building: business types (39) and the question bank (40).
  abilityBusinessType,
  abilityQuestion,
  // Read-only lists of the app's opinion feedback (menu 55) and of the institution-name reviews (menu 21).
  ideaFeedback,
];

export const resourceByName = (name: string) => resources.find((resource) => resource.name === name);
