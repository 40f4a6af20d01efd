/** The declared modules with a rule of their own on their writes (writeRule.ts) or deletes (deleteRule.ts), by resource name. */
import abilityLevel from '../../../resources/ability/abilityLevel';
import abilityQuestion from '../../../resources/ability/abilityQuestion';
import associationProduct from '../../../resources/business/associationProduct';
import associationProductType from '../../../resources/business/associationProductType';
import memberUnit from '../../../resources/memberService/memberUnit';
import { abilityLevelRule } from './abilityLevel';
import { abilityQuestionRule } from './abilityQuestion';
import { associationProductTypeRule } from './associationProductType';
import type { DeleteRule } from './deleteRule';
import { memberUnitUseRule } from './memberUnitUse';
import { productChartCategoryRule, productChartProductRule } from './productChartUse';
import type { WriteRule } from './writeRule';

export const WRITE_RULES: Readonly<Partial<Record<string, WriteRule>>> = {
  [abilityLevel.name]: abilityLevelRule,
  [abilityQuestion.name]: abilityQuestionRule,
  [associationProductType.name]: associationProductTypeRule,
};

export const DELETE_RULES: Readonly<Partial<Record<string, DeleteRule>>> = {
  [associationProduct.name]: productChartProductRule,
  [associationProductType.name]: productChartCategoryRule,
  [memberUnit.name]: memberUnitUseRule,
};
