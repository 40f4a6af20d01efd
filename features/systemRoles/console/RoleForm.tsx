/**
 * The role form: 角色编码 (create only), 角色名称, 备注 and the permission
 * tree, then 保存 / 取消. Messages show under the fields after the first save
 * attempt and follow the input from then on. After creating: 创建成功 and the
 * role list; after editing: 编辑成功 and one page back.
 */
import { useMemo, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { LAYOUT } from '../../../src/theme';
import { ROLE_RESOURCE } from '../contract/calls';
import type { RoleInfo } from '../contract/calls';
import { ROLE_LIST_PATH } from './paths';
import { PermissionTree } from './PermissionTree';
import { fromPermissions, isLeaf, leavesOf, toPermissions, type Grants, type TreeModel } from './permissionTree';
import { invalidateDictionary, type DictItem as DataUnit, type MenuDictNode } from '../../../src/system/dictionaries';
import { useRoleSave } from './useRoleSave';
import { useUnsavedWarning } from '../../../src/crud/form/useUnsavedWarning';
import { hasErrors, LIMITS, validateRole, type RoleErrors, type RoleValues } from './validateRole';

export interface RoleFormProps {
  role?: RoleInfo;
  tree: MenuDictNode[];
  units: DataUnit[];
  model: TreeModel;
}

const snapshot = (values: RoleValues, model: TreeModel, grants: Grants) =>
  JSON.stringify({ code: values.code.trim(), name: values.name.trim(), remark: values.remark.trim(), permissions: toPermissions(model, grants) });

export const RoleForm = ({ role: loaded, tree, units, model }: RoleFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The role as loaded: its version goes back with the update even if the query refreshes meanwhile.
  const [role] = useState(loaded);
  const creating = !role;

  const [initial] = useState(() => {
    const values: RoleValues = { code: role?.code ?? '', name: role?.name ?? '', remark: role?.remark ?? '' };
    const grants = fromPermissions(model, role?.permissions);
    // Sections holding a granted menu start open.
    const expanded = tree.filter((node) => !isLeaf(node) && leavesOf([node]).some((leaf) => grants.has(leaf.menuId))).map((node) => node.menuId);
    return { values, grants, expanded, snapshot: snapshot(values, model, grants) };
  });
  const [values, setValues] = useState<RoleValues>(initial.values);
  const [grants, setGrants] = useState<Grants>(initial.grants);
  const [errors, setErrors] = useState<RoleErrors>({});
  const [attempted, setAttempted] = useState(false);
  const permissions = useMemo(() => toPermissions(model, grants), [model, grants]);
  const dirty = snapshot(values, model, grants) !== initial.snapshot;

  const { save, saving, dialog: confirmDialog } = useRoleSave(role);
  const { dialog: unsavedDialog, allowLeave } = useUnsavedWarning(dirty && !saving);

  const check = (nextValues: RoleValues, nextGrants: Grants) => {
    if (attempted) setErrors(validateRole(nextValues, toPermissions(model, nextGrants).length, creating));
  };
  const change = (field: keyof RoleValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    check(next, grants);
  };
  const changeGrants = (next: Grants) => {
    setGrants(next);
    check(values, next);
  };

  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(ROLE_LIST_PATH));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const found = validateRole(values, permissions.length, creating);
    setErrors(found);
    if (hasErrors(found)) return;
    const outcome = await save({ code: values.code.trim(), name: values.name.trim(), remark: values.remark.trim(), permissions });
    if (!outcome.saved) {
      if (outcome.errors) setErrors(outcome.errors);
      return;
    }
    allowLeave();
    await queryClient.invalidateQueries({ queryKey: [ROLE_RESOURCE] });
    // The role dictionary (user forms) lists the roles by name.
    void invalidateDictionary(queryClient, 'role');
    if (creating) {
      notify('system.roles.notify.created', { type: 'success' });
      navigate(ROLE_LIST_PATH);
    } else {
      notify('system.roles.notify.updated', { type: 'success' });
      goBack();
    }
  };

  const message = (field: keyof RoleErrors) => {
    const key = errors[field];
    return key ? translate(key, field === 'permissions' ? {} : { max: LIMITS[field] }) : undefined;
  };
  const fieldProps = (field: keyof RoleValues, required: boolean) => ({
    id: `role-${field}`,
    label: translate(`system.roles.fields.${field}`),
    placeholder: translate(`system.roles.placeholders.${field}`),
    value: values[field],
    onChange: change(field),
    required,
    error: !!errors[field],
    helperText: message(field) ?? ' ',
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: LIMITS[field] + 1 } },
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="role-form">
      <Box sx={{ width: LAYOUT.formWidth, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <TextField {...fieldProps('code', creating)} disabled={!creating} />
        <TextField {...fieldProps('name', true)} />
        <TextField {...fieldProps('remark', false)} multiline minRows={3} />
      </Box>
      <Typography component="h2" id="role-permissions-label" sx={{ fontSize: 14, fontWeight: 600 }}>
        {translate('system.roles.fields.permissions')} *
      </Typography>
      <Box role="region" aria-labelledby="role-permissions-label" aria-describedby={errors.permissions ? 'role-permissions-error' : undefined}>
        <PermissionTree tree={tree} units={units} model={model} grants={grants} onChange={changeGrants} initiallyExpanded={initial.expanded} />
      </Box>
      {errors.permissions && (
        <FormHelperText error id="role-permissions-error" role="alert">
          {message('permissions')}
        </FormHelperText>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('system.roles.actions.save')}
        </Button>
        <Button variant="outlined" onClick={goBack} disabled={saving}>
          {translate('system.roles.actions.cancel')}
        </Button>
      </Box>
      {confirmDialog}
      {unsavedDialog}
    </Box>
  );
};
