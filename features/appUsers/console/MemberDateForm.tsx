/**
 * 设置会员: 会员类型 (试用会员 / 正式会员) and the period, two date pickers
 * showing 选择日期 while empty (start no later than end), then POST
 * user/updateMemberDate with the record's version.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNotify, useTranslate } from 'react-admin';
import { DatePickerOnDemand } from '../../../src/crud/form/DatePickerOnDemand';
import type { AppUser } from '../contract/calls';
import { useCallMutation } from '../../../src/crud/useCall';
import { FORMAL, TRIAL } from './codes';
import { useAppUserDictionaries } from './appUserLabels';

interface Values {
  memberType: string;
  memberStart: string;
  memberEnd: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const key = (name: string) => `system.appUsers.validation.${name}`;

export const validateMember = ({ memberType, memberStart, memberEnd }: Values): Errors => {
  const errors: Errors = {};
  if (!memberType) errors.memberType = key('memberTypeRequired');
  if (!memberStart) errors.memberStart = key('startRequired');
  if (!memberEnd) errors.memberEnd = key('endRequired');
  else if (memberStart && memberStart > memberEnd) errors.memberEnd = key('dateOrder');
  return errors;
};

const initialValues = (user: AppUser): Values => {
  const member = Number(user.memberType) === TRIAL || Number(user.memberType) === FORMAL;
  return {
    memberType: member ? String(user.memberType) : '',
    memberStart: member ? (user.memberStart ?? '').slice(0, 10) : '',
    memberEnd: member ? (user.memberEnd ?? '').slice(0, 10) : '',
  };
};

export const MemberDateForm = ({ user, onChanged }: { user: AppUser; onChanged: (user: AppUser) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { memberTypes } = useAppUserDictionaries();
  const [values, setValues] = useState<Values>(() => initialValues(user));
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  // A refusal is shown by the request wrapper; the values stay.
  const { mutate, isPending: pending } = useCallMutation('setAppUserMember', {
    onSuccess: ({ data: changed }) => {
      onChanged(changed);
      notify('system.common.switched', { type: 'success' });
    },
  });
  const options = memberTypes.filter((item) => item.code === String(TRIAL) || item.code === String(FORMAL));

  const change = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateMember(next));
  };

  const submit = () => {
    setAttempted(true);
    const found = validateMember(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || pending) return;
    mutate({ id: user.id, version: user.version, memberType: Number(values.memberType), memberStart: values.memberStart, memberEnd: values.memberEnd });
  };

  const dateInput = (field: 'memberStart' | 'memberEnd') => {
    const box = {
      id: `app-user-${field}`,
      source: field,
      label: translate(`system.appUsers.fields.${field}`),
      placeholder: translate('form.datePlaceholder'),
      required: true,
      error: errors[field],
    };
    return (
      <Box sx={{ width: 180 }}>
        <DatePickerOnDemand kind="date" value={values[field] || null} onChange={(value) => change(field, value ?? '')} box={box} />
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }} data-testid="member-date-form">
      <TextField
        select
        size="small"
        label={translate('system.appUsers.fields.memberType')}
        value={values.memberType}
        onChange={(event) => change('memberType', event.target.value)}
        error={!!errors.memberType}
        helperText={errors.memberType ? translate(errors.memberType) : ' '}
        required
        disabled={pending}
        sx={{ width: 160 }}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        {options.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      {dateInput('memberStart')}
      {dateInput('memberEnd')}
      <Button variant="contained" onClick={submit} disabled={pending} sx={{ mt: 0.25 }}>
        {translate('system.appUsers.actions.setMember')}
      </Button>
    </Box>
  );
};
