/**
 * The 540px user form: 登录名 (read-only when editing), 姓名, 手机号, 角色 and
 * 岗位 (the dictionaries), and on create 初始密码 + 确认初始密码. Saving goes
 * through the resource's create (addCenterUser, the password as RSA(MD5)
 * under a fresh key) or update (modifyCenterUser, with the record's version),
 * says 创建成功 / 编辑成功 and goes back to the list. A refusal keeps the
 * form: the server's text on the message line, field errors under their
 * inputs. Leaving with unsaved changes asks first.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useQueryClient } from '@tanstack/react-query';
import { PasswordInput, SelectInput, SimpleForm, TextInput, useCreate, useNotify, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../dataProvider/errors';
import { USER_RESOURCE } from '../contract/calls';
import type { UserInput, UserRecord } from '../contract/calls';
import { sealLoginPassword } from '../../../src/account/passwordKey';
import { showFailure } from '../../../src/account/showFailure';
import { FormToolbar } from '../../../src/crud/form/FormToolbar';
import { useConsoleData } from '../../../src/crud/useCall';
import { useDictionary, type DictItem } from '../../../src/system/dictionaries';
import { getUserState } from '../../../dataProvider/session';
import { LAYOUT } from '../../../src/theme';
import { USER_LIST_PATH } from './paths';
import { userRules } from './userValidators';
import { DraftKeeper, discardDraft } from '../../../src/drafts/DraftKeeper';

type Values = Partial<UserInput> & { initialPwd?: string; confirmInitialPwd?: string; version?: number };

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** The dictionary, plus the record's own choice when the dictionary lacks it (e.g. a disabled role). */
const withCurrent = (items: DictItem[] | undefined, code: unknown, name: unknown): DictItem[] => {
  const list = items ?? [];
  const current = str(code);
  return !current || list.some((item) => item.code === current) ? list : [...list, { code: current, name: str(name) || current }];
};

/** Field errors of a refused save (`data.errors`), for react-admin to show under the inputs. */
const fieldErrors = (error: unknown) => {
  const errors = error instanceof ApiError ? (error.data as { errors?: Record<string, string> } | null)?.errors : undefined;
  return errors && typeof errors === 'object' ? errors : undefined;
};

const inputProps = (field: string) => ({
  source: field,
  label: `system.users.fields.${field}`,
  fullWidth: true,
});

export const UserForm = ({ record }: { record?: UserRecord }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useConsoleData();
  const [create] = useCreate<UserRecord>();
  const [update] = useUpdate<UserRecord>();
  const roles = useDictionary('role');
  const posts = useDictionary('post');
  const editing = !!record;
  // Nobody changes their own role; others get only the roles within the caller's own grants (the server checks both).
  const ownAccount = editing && String(record.id) === String(getUserState().userInfo?.id ?? '');
  const assignableRoles = roles.data?.filter((role) => role.assignable !== false);

  const save = async (values: Values) => {
    const input: UserInput = {
      loginName: str(values.loginName),
      cnName: str(values.cnName),
      phone: str(values.phone),
      roleCode: str(values.roleCode),
      postCode: str(values.postCode),
    };
    try {
      if (record) {
        const { loginName: _fixed, ...changes } = input;
        // A restored draft brings the version it was based on (DraftKeeper), so a later change is a conflict.
        const data = { ...changes, version: Number(values.version ?? record.version) };
        await update(USER_RESOURCE, { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      } else {
        const password = await sealLoginPassword(dataProvider, String(values.initialPwd ?? ''));
        await create(USER_RESOURCE, { data: { ...input, ...password } }, { returnPromise: true });
      }
    } catch (error) {
      // Every call of the save is quiet (the CRUD methods, the key): its refusal, or e.g. an encryption failure, is shown here once.
      showFailure(error);
      return fieldErrors(error);
    }
    // The list's pages are stale now (it reloads when shown); nothing is refetched from this page.
    discardDraft(USER_RESOURCE, record?.id);
    await queryClient.invalidateQueries({ queryKey: [USER_RESOURCE], refetchType: 'none' });
    notify(editing ? 'system.common.updated' : 'system.common.created', { type: 'success' });
    navigate(USER_LIST_PATH);
    return undefined;
  };

  const defaults = record
    ? { loginName: record.loginName, cnName: record.cnName, phone: record.phone ?? '', roleCode: record.roleCode ?? '', postCode: record.postCode ?? '' }
    : { loginName: '', cnName: '', phone: '', roleCode: '', postCode: '', initialPwd: '', confirmInitialPwd: '' };

  return (
    <Paper variant="outlined" sx={{ px: 3, py: 1 }}>
      <Box sx={{ width: LAYOUT.formWidth, maxWidth: '100%' }} data-testid="user-form">
        <SimpleForm defaultValues={defaults} onSubmit={save} warnWhenUnsavedChanges toolbar={<FormToolbar listPath={USER_LIST_PATH} />} sx={{ px: 0 }}>
          <DraftKeeper resource={USER_RESOURCE} id={record?.id} version={record?.version} />
          <TextInput {...inputProps('loginName')} readOnly={editing} validate={editing ? undefined : userRules.loginName} autoComplete="off" />
          <TextInput {...inputProps('cnName')} validate={userRules.cnName} />
          <TextInput {...inputProps('phone')} validate={userRules.phone} />
          <SelectInput
            {...inputProps('roleCode')}
            choices={withCurrent(assignableRoles, record?.roleCode, record?.roleName)}
            optionValue="code"
            optionText="name"
            isPending={roles.isPending}
            validate={userRules.roleCode}
            readOnly={ownAccount}
            helperText={ownAccount ? 'system.users.ownRole' : undefined}
          />
          <SelectInput
            {...inputProps('postCode')}
            choices={withCurrent(posts.data, record?.postCode, record?.postName)}
            optionValue="code"
            optionText="name"
            isPending={posts.isPending}
            validate={userRules.postCode}
          />
          {!editing && <PasswordInput {...inputProps('initialPwd')} validate={userRules.initialPwd} autoComplete="new-password" />}
          {!editing && <PasswordInput {...inputProps('confirmInitialPwd')} validate={userRules.confirmInitialPwd} autoComplete="new-password" />}
        </SimpleForm>
      </Box>
    </Paper>
  );
};
