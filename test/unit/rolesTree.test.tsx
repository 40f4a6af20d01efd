/**
 * The permission tree of the role edit page: menus and their data units,
 * tri-state sections and 全选, expandable sections, and the pure rules.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildModel, fromPermissions, groupState, setUnit, toPermissions, toggleGroup } from '../../features/systemRoles/console/permissionTree';
import { ALL_UNITS, logInAs, renderAt, setUpConsole } from './harness';
import { EDIT_PATH, MENU_DICT, UNITS, UNIT_NAMES, serveRoles } from './fixtures/roles';

setUpConsole({
  each: () => {
    logInAs({ 54: ALL_UNITS });
    serveRoles();
  },
});

// Label queries: role queries over a few hundred checkboxes are slow in jsdom.
const box = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const allBoxes = () => Array.from(screen.getByTestId('permission-tree').querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
const unitBoxes = (menu: string) => UNIT_NAMES.map((unit) => box(`${menu} ${unit}`));
const expand = (section: string) => fireEvent.click(screen.getByRole('button', { name: `展开${section}` }));

const openNewRole = async () => {
  await renderAt(EDIT_PATH);
  await screen.findByLabelText('全选', { selector: 'input' });
};

describe('permission tree', { timeout: 20_000 }, () => {
  it('shows sections collapsed, expands them, and shows leaves without children with their units', async () => {
    await openNewRole();
    expect(screen.queryByLabelText('轮播图管理')).not.toBeInTheDocument();
    // 公共图标 has no children: a leaf at the top with its six units.
    expect(box('公共图标')).not.toBeChecked();
    expect(unitBoxes('公共图标')).toHaveLength(6);
    const toggle = screen.getByRole('button', { name: '展开门户管理' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: '收起门户管理' })).toHaveAttribute('aria-expanded', 'true');
    expect(box('轮播图管理')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '轮播图管理的数据权限' })).toHaveTextContent(UNIT_NAMES.join(''));
  });

  it('checking a menu checks all its units; unchecking a unit keeps the menu with the rest; unchecking the menu clears them', async () => {
    await openNewRole();
    expand('门户管理');
    fireEvent.click(box('轮播图管理'));
    expect(box('轮播图管理')).toBeChecked();
    unitBoxes('轮播图管理').forEach((unit) => expect(unit).toBeChecked());

    fireEvent.click(box('轮播图管理 删除'));
    expect(box('轮播图管理')).toBeChecked();
    expect(box('轮播图管理 删除')).not.toBeChecked();
    expect(unitBoxes('轮播图管理').filter((unit) => unit.checked)).toHaveLength(5);

    fireEvent.click(box('轮播图管理'));
    expect(box('轮播图管理')).not.toBeChecked();
    unitBoxes('轮播图管理').forEach((unit) => expect(unit).not.toBeChecked());
  });

  it('checking a unit checks its menu', async () => {
    await openNewRole();
    expand('门户管理');
    fireEvent.click(box('开屏图片 列表'));
    expect(box('开屏图片')).toBeChecked();
    expect(unitBoxes('开屏图片').map((unit) => unit.checked)).toEqual([false, true, false, false, false, false]);
  });

  it('shows a section half-checked with a partial selection and checked when complete; its checkbox toggles all', async () => {
    await openNewRole();
    expand('门户管理');
    const section = () => box('门户管理');
    expect(section()).not.toBePartiallyChecked();
    expect(section()).not.toBeChecked();

    fireEvent.click(box('轮播图管理'));
    expect(section()).toBePartiallyChecked();
    fireEvent.click(box('开屏图片'));
    expect(section()).toBeChecked();
    expect(section()).not.toBePartiallyChecked();

    // One unit less: partial again.
    fireEvent.click(box('开屏图片 修改'));
    expect(section()).toBePartiallyChecked();
    // The section's click completes it ...
    fireEvent.click(section());
    expect(section()).toBeChecked();
    unitBoxes('开屏图片').forEach((unit) => expect(unit).toBeChecked());
    // ... and, complete, clears it.
    fireEvent.click(section());
    expect(section()).not.toBeChecked();
    expect(box('轮播图管理')).not.toBeChecked();
    expect(box('开屏图片')).not.toBeChecked();
  });

  it('全选 has the same tri-state and toggles everything', async () => {
    await openNewRole();
    fireEvent.click(screen.getByRole('button', { name: '全部展开' }));
    const all = () => box('全选');
    fireEvent.click(box('系统用户 详情'));
    expect(all()).toBePartiallyChecked();

    fireEvent.click(all());
    expect(allBoxes().filter((checkbox) => !checkbox.checked)).toEqual([]);
    expect(all()).not.toBePartiallyChecked();

    fireEvent.click(all());
    expect(allBoxes().filter((checkbox) => checkbox.checked)).toEqual([]);
  });

  it('is usable from the keyboard: real checkboxes reached by Tab and toggled by Space', async () => {
    const user = userEvent.setup();
    await openNewRole();
    box('公共图标').focus();
    await user.tab();
    expect(box('公共图标 详情')).toHaveFocus();
    await user.keyboard(' ');
    expect(box('公共图标 详情')).toBeChecked();
    expect(box('公共图标')).toBeChecked();
    await user.tab({ shift: true });
    expect(box('公共图标')).toHaveFocus();
    await user.keyboard(' ');
    expect(box('公共图标')).not.toBeChecked();
  });
});

describe('permission rules', () => {
  const model = buildModel(MENU_DICT, UNITS);

  it('finds the leaves in tree order, sections without children included', () => {
    expect(model.leaves.map((leaf) => leaf.menuId)).toEqual([5, 6, 20, 21, 2, 54, 56]);
    expect(model.unitsOf.get(56)).toEqual(ALL_UNITS);
  });

  it('reads stored permissions: sections and unknown menus dropped, null units meaning all, units in order', () => {
    const grants = fromPermissions(model, [
      { menuId: 4, dataUnits: [] },
      { menuId: 5, dataUnits: ['enable', 'detail'] },
      { menuId: 6, dataUnits: null },
      { menuId: 999, dataUnits: ['list'] },
    ]);
    expect(toPermissions(model, grants)).toEqual([
      { menuId: 5, dataUnits: ['detail', 'enable'] },
      { menuId: 6, dataUnits: ALL_UNITS },
    ]);
    expect(groupState(model, grants, model.leaves.slice(0, 2))).toBe('some');
  });

  it('keeps a menu whose last unit is unchecked, and fills a group unless complete', () => {
    let grants = fromPermissions(model, [{ menuId: 5, dataUnits: ['list'] }]);
    grants = setUnit(model, grants, 5, 'list', false);
    expect(toPermissions(model, grants)).toEqual([{ menuId: 5, dataUnits: [] }]);
    grants = toggleGroup(model, grants, model.leaves);
    expect(groupState(model, grants, model.leaves)).toBe('all');
    expect(toPermissions(model, toggleGroup(model, grants, model.leaves))).toEqual([]);
  });
});
