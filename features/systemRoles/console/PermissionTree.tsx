/**
 * The permission tree over the full menu tree: 全选 on top, expandable
 * sections with a tri-state checkbox, and for each leaf menu its checkbox and
 * the data-unit checkboxes beside it (see permissionTree.ts for the rules).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { TreeCheckbox } from './TreeCheckbox';
import { groupState, isLeaf, leavesOf, setMenu, setUnit, toggleGroup, type Grants, type TreeModel } from './permissionTree';
import type { DictItem as DataUnit, MenuDictNode } from '../../../src/system/dictionaries';
import { toggled } from '../../../src/crud/toggled';

export interface PermissionTreeProps {
  tree: MenuDictNode[];
  units: DataUnit[];
  model: TreeModel;
  grants: Grants;
  onChange: (grants: Grants) => void;
  /** Sections open at first. */
  initiallyExpanded?: number[];
}

interface NodeProps extends Omit<PermissionTreeProps, 'tree' | 'initiallyExpanded'> {
  node: MenuDictNode;
  depth: number;
  expanded: ReadonlySet<number>;
  onToggleExpanded: (menuId: number) => void;
}

const INDENT = 3;
/** The width of the expand button, kept as a spacer before leaves so the checkboxes line up. */
const TOGGLE_WIDTH = 30;
const MENU_WIDTH = 180;

const LeafNode = ({ node, depth, units, model, grants, onChange }: NodeProps) => {
  const translate = useTranslate();
  const granted = grants.get(node.menuId);
  const unitName = (code: string) => units.find((unit) => unit.code === code)?.name ?? translate(`system.roles.units.${code}`, { _: code });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', pl: depth * INDENT, py: 0.25 }} data-testid={`role-menu-${node.menuId}`}>
      <Box sx={{ width: TOGGLE_WIDTH, flexShrink: 0 }} />
      <Box sx={{ width: MENU_WIDTH, flexShrink: 0 }}>
        <TreeCheckbox label={node.menuName} checked={!!granted} onChange={(on) => onChange(setMenu(model, grants, node.menuId, on))} />
      </Box>
      <Box role="group" aria-label={translate('system.roles.tree.sectionUnits', { menu: node.menuName })} sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {(model.unitsOf.get(node.menuId) ?? []).map((code) => (
          <TreeCheckbox
            key={code}
            label={unitName(code)}
            inputLabel={translate('system.roles.tree.unit', { menu: node.menuName, unit: unitName(code) })}
            checked={!!granted?.includes(code)}
            onChange={(on) => onChange(setUnit(model, grants, node.menuId, code, on))}
          />
        ))}
      </Box>
    </Box>
  );
};

const SectionNode = (props: NodeProps) => {
  const translate = useTranslate();
  const { node, depth, model, grants, onChange, expanded, onToggleExpanded } = props;
  const open = expanded.has(node.menuId);
  const leaves = leavesOf([node]);
  const state = groupState(model, grants, leaves);
  const childrenId = `role-section-${node.menuId}`;
  return (
    <Box data-testid={`role-section-${node.menuId}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * INDENT, py: 0.25, bgcolor: depth === 0 ? '#f5f7fa' : undefined }}>
        <IconButton
          aria-expanded={open}
          aria-controls={open ? childrenId : undefined}
          aria-label={translate(open ? 'system.roles.actions.collapse' : 'system.roles.actions.expand', { name: node.menuName })}
          onClick={() => onToggleExpanded(node.menuId)}
          sx={{ width: TOGGLE_WIDTH }}
        >
          {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
        </IconButton>
        <TreeCheckbox label={node.menuName} strong checked={state === 'all'} indeterminate={state === 'some'} onChange={() => onChange(toggleGroup(model, grants, leaves))} />
      </Box>
      <Collapse in={open} unmountOnExit timeout={150}>
        <Box id={childrenId}>
          {(node.children ?? []).map((child) => (
            <TreeNode key={child.menuId} {...props} node={child} depth={depth + 1} />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
};

const sectionIds = (nodes: readonly MenuDictNode[]): number[] => nodes.flatMap((node) => (isLeaf(node) ? [] : [node.menuId, ...sectionIds(node.children ?? [])]));

const TreeNode = (props: NodeProps) => (isLeaf(props.node) ? <LeafNode {...props} /> : <SectionNode {...props} />);

export const PermissionTree = ({ tree, initiallyExpanded = [], ...rest }: PermissionTreeProps) => {
  const translate = useTranslate();
  const { model, grants, onChange } = rest;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(initiallyExpanded));
  const sections = sectionIds(tree);
  const all = groupState(model, grants, model.leaves);

  const onToggleExpanded = (menuId: number) => setExpanded((previous) => toggled(previous, menuId));

  if (tree.length === 0) return <Box sx={{ color: 'text.secondary', fontSize: 14, py: 1 }}>{translate('system.roles.tree.empty')}</Box>;
  return (
    <Box sx={{ border: '1px solid #ebeef5', borderRadius: 1, p: 1 }} data-testid="permission-tree">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pb: 0.5, mb: 0.5, borderBottom: '1px solid #ebeef5' }}>
        <Box sx={{ width: TOGGLE_WIDTH }} />
        <TreeCheckbox
          label={translate('system.roles.tree.checkAll')}
          strong
          checked={all === 'all'}
          indeterminate={all === 'some'}
          onChange={() => onChange(toggleGroup(model, grants, model.leaves))}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="text" onClick={() => setExpanded(new Set(sections))}>
          {translate('system.roles.actions.expandAll')}
        </Button>
        <Button variant="text" onClick={() => setExpanded(new Set())}>
          {translate('system.roles.actions.collapseAll')}
        </Button>
      </Box>
      {tree.map((node) => (
        <TreeNode key={node.menuId} {...rest} node={node} depth={0} expanded={expanded} onToggleExpanded={onToggleExpanded} />
      ))}
    </Box>
  );
};
