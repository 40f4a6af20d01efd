/**
 * 等级通用设置 (/ability/level/commonEdit, menu 41), reached from 通用设置 on
 * the level list: the coefficient range (abilityLevelModulus) and the common
 * settings (abilityLevelCommonSetting), two single records
 * (resources/ability/abilityLevelSettings.ts), each with its own 保存; the
 * title bar's 返回 goes back to the list. Without the menu's detail unit, 无权限.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { abilityLevelCommonSetting, abilityLevelModulus, COMMON_SETTING_FIELDS, MODULUS_FIELDS } from '../../../resources/ability/abilityLevelSettings';
import { useCan } from '../../../authProvider/useCan';
import abilityLevel from '../../../resources/ability/abilityLevel';
import { NoPermission } from '../../../src/crud/form/NoPermission';
import { SingleRecordForm } from '../../../src/crud/single/SingleRecordForm';
import { LAYOUT } from '../../../src/theme';
import { SettingInput } from './SettingInput';

const LevelCommonEditPage = () => {
  const translate = useTranslate();
  const can = useCan(String(abilityLevel.menuId));
  if (can.isPending) return null;
  if (!can.show) return <NoPermission listPath={abilityLevel.routes.list} />;
  return (
    <Box data-testid="level-settings" sx={{ width: LAYOUT.formWidth, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SingleRecordForm declaration={abilityLevelModulus} title="abilityLevel.settings.modulusTitle" hint="abilityLevel.settings.modulusHint">
        {(editable) => (
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
            <SettingInput field={MODULUS_FIELDS[0]} disabled={!editable} />
            <Typography sx={{ pt: 1 }}>{translate('abilityLevel.settings.rangeSeparator')}</Typography>
            <SettingInput field={MODULUS_FIELDS[1]} disabled={!editable} />
          </Box>
        )}
      </SingleRecordForm>
      <SingleRecordForm declaration={abilityLevelCommonSetting} title="abilityLevel.settings.commonTitle" hint="abilityLevel.settings.commonHint">
        {(editable) => COMMON_SETTING_FIELDS.map((field) => <SettingInput key={field.name} field={field} disabled={!editable} />)}
      </SingleRecordForm>
    </Box>
  );
};

export default LevelCommonEditPage;
