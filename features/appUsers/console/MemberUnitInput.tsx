/**
 * 会员单位 of an app user: chosen from 会员单位名录 (the declared module memberUnit, readable with menu 47)
 * by typing part of its name or a former name, and sent as `memberUnitId` (docs/app-users.md). Required
 * of 会员单位从业人员; a personal investor may have none. An earlier typed name that matched no unit
 * (legacyMemberUnit) shows under the input until a unit is chosen.
 */
import { AutocompleteInput, ReferenceInput, useTranslate, type Validator } from 'react-admin';
import { STAFF } from './codes';

export const MEMBER_UNIT_REFERENCE = 'memberUnit';
const SORT = { field: 'orderSeq', order: 'ASC' } as const;
const toQuery = (text: string) => ({ unitName: text.trim() });

/** Staff need a unit: the server says so too (会员单位从业人员须选择所属会员单位). */
export const staffNeedsUnit: Validator = (value, values) =>
  Number((values as { userType?: unknown }).userType) === STAFF && (value === null || value === undefined || value === '') ? 'system.appUsers.validation.memberUnitRequired' : undefined;

export const MemberUnitInput = ({ readOnly, legacyName }: { readOnly: boolean; legacyName?: string | null }) => {
  const translate = useTranslate();
  return (
    <ReferenceInput source="memberUnitId" reference={MEMBER_UNIT_REFERENCE} sort={SORT} perPage={20}>
      <AutocompleteInput
        label="system.appUsers.fields.memberUnit"
        optionText="unitName"
        filterToQuery={toQuery}
        validate={readOnly ? undefined : staffNeedsUnit}
        helperText={legacyName ? translate('system.appUsers.edit.legacyUnit', { name: legacyName }) : false}
        readOnly={readOnly}
        fullWidth
      />
    </ReferenceInput>
  );
};
