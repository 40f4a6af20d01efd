/**
 * 基本信息 of an app user: 手机号 (read-only), 姓名 (required, at most 20),
 * 会员单位 (chosen from 会员单位名录, required of staff: MemberUnitInput) and
 * 用户类型 (the appUserType dictionary). 保存 is the resource's update
 * (user/userManagerUpdete) with the record's current version, says 编辑成功
 * and returns to the list; a refusal (e.g. a stale version) shows the
 * server's text and keeps the form. Leaving with unsaved changes asks first.
 * Read-only without the 'modify' data unit.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { maxLength, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ApiError, toApiError } from '../../../dataProvider/errors';
import { LAYOUT } from '../../../src/theme';
import { useUnsavedWarning } from '../../../src/crud/form/useUnsavedWarning';
import { APP_USER_RESOURCE } from '../contract/calls';
import type { AppUser, ProfilePatch } from '../contract/calls';
import { DraftKeeper, discardDraft } from '../../../src/drafts/DraftKeeper';
import { useAppUserDictionaries } from './appUserLabels';
import { useBackToList } from './useBackToList';
import { MemberUnitInput } from './MemberUnitInput';

interface Values {
  mobile: string;
  realName: string;
  memberUnitId: number | null;
  userType: string;
  /** Only in a restored draft: the version its changes were based on. */
  version?: number;
}

const TOO_LONG = 'system.common.tooLong';
const rules = {
  realName: [required('system.appUsers.validation.realNameRequired'), maxLength(20, TOO_LONG)],
  userType: [required('system.appUsers.validation.userTypeRequired')],
};

/** Field errors of a refused save (`data.errors`), for react-admin to show under the inputs. */
const fieldErrors = (error: unknown) => {
  const errors = error instanceof ApiError ? (error.data as { errors?: Record<string, string> } | null)?.errors : undefined;
  return errors && typeof errors === 'object' ? errors : undefined;
};

/** Tells the page whether the form differs from what was loaded. */
const DirtyWatcher = ({ onChange }: { onChange: (dirty: boolean) => void }) => {
  const { isDirty, isSubmitting } = useFormState();
  useEffect(() => onChange(isDirty && !isSubmitting), [isDirty, isSubmitting, onChange]);
  return null;
};

const ProfileToolbar = ({ readOnly, onBack }: { readOnly: boolean; onBack: () => void }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ gap: 1.5, bgcolor: 'transparent', px: '0 !important' }}>
      {!readOnly && <SaveButton label="system.appUsers.actions.save" alwaysEnable={!isSubmitting} />}
      <Button variant="outlined" onClick={onBack}>
        {translate('system.appUsers.actions.back')}
      </Button>
    </Toolbar>
  );
};

export interface AppUserProfileFormProps {
  user: AppUser;
  readOnly: boolean;
  onSaved: (user: AppUser) => void;
}

export const AppUserProfileForm = ({ user, readOnly, onSaved }: AppUserProfileFormProps) => {
  const notify = useNotify();
  const back = useBackToList();
  const [update] = useUpdate<AppUser>();
  const { userTypes } = useAppUserDictionaries();
  // The version goes back as it is now: the membership panel may have changed it since the form opened.
  const latest = useRef(user);
  latest.current = user;
  const [openedVersion] = useState(() => user.version);
  const [defaults] = useState<Values>(() => ({
    mobile: user.mobile ?? '',
    realName: user.realName ?? '',
    memberUnitId: user.memberUnitId ?? null,
    userType: user.userType === undefined || user.userType === null ? '' : String(user.userType),
  }));
  const [dirty, setDirty] = useState(false);
  const { dialog, allowLeave } = useUnsavedWarning(dirty && !readOnly);

  const save = async (values: Partial<Values>) => {
    const current = latest.current;
    try {
      // The form's values carry the record's version as it was opened; a restored draft replaces it with the
      // version the draft was based on (DraftKeeper), and only then is that one sent (a later change is a conflict).
      const fromDraft = values.version !== undefined && values.version !== openedVersion;
      const patch: ProfilePatch = {
        realName: String(values.realName ?? '').trim(),
        memberUnitId: values.memberUnitId ? Number(values.memberUnitId) : null,
        userType: Number(values.userType),
      };
      const data = { version: fromDraft ? Number(values.version) : current.version, ...patch };
      const updated = await update(APP_USER_RESOURCE, { id: current.id, data, previousData: current }, { mutationMode: 'pessimistic', returnPromise: true });
      allowLeave();
      discardDraft(APP_USER_RESOURCE, current.id);
      onSaved(updated && typeof updated === 'object' ? updated : current);
    } catch (error) {
      // The update is quiet, as react-admin's CRUD calls are: its refusal is shown here; the form stays as typed.
      notify(toApiError(error).statusText, { type: 'error' });
      return fieldErrors(error);
    }
    notify('system.common.updated', { type: 'success' });
    back();
    return undefined;
  };

  const props = (field: keyof Values) => ({ source: field, label: `system.appUsers.fields.${field}`, fullWidth: true, readOnly });
  // A code the dictionary lacks still shows as itself.
  const choices = userTypes.some((item) => item.code === defaults.userType) || !defaults.userType ? userTypes : [...userTypes, { code: defaults.userType, name: defaults.userType }];

  return (
    <Box sx={{ width: LAYOUT.formWidth, maxWidth: '100%' }} data-testid="app-user-form">
      <SimpleForm defaultValues={defaults} onSubmit={save} toolbar={<ProfileToolbar readOnly={readOnly} onBack={back} />} sx={{ px: 0 }}>
        {!readOnly && <DraftKeeper resource={APP_USER_RESOURCE} id={user.id} version={user.version} />}
        <TextInput {...props('mobile')} readOnly />
        <TextInput {...props('realName')} validate={readOnly ? undefined : rules.realName} />
        <SelectInput {...props('userType')} choices={choices} optionValue="code" optionText="name" validate={readOnly ? undefined : rules.userType} />
        <MemberUnitInput readOnly={readOnly} legacyName={user.memberUnitId ? null : user.legacyMemberUnit} />
        <DirtyWatcher onChange={setDirty} />
      </SimpleForm>
      {dialog}
    </Box>
  );
};
