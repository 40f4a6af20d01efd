/**
 * Every single versioned record (resources/framework/singleRecord.ts), in one
 * explicit list: the server's store serves each one's two calls.
 */
import { abilityLevelCommonSetting, abilityLevelModulus } from './ability/abilityLevelSettings';
import { scrollPictures } from './portal/scrollPictures';
import { skinDetail } from './portal/skinDetail';
import type { SingleRecordDeclaration } from './framework/singleRecord';

export const singleRecordDeclarations = [scrollPictures, skinDetail, abilityLevelModulus, abilityLevelCommonSetting] as unknown as SingleRecordDeclaration[];
