/**
 * 反馈模板 (/interaction/opinion/template): the reply templates (interactive/ideaFeedbackMould/queryInfo
 * through react-admin's ListBase, resource `feedbackTemplate`), searched by name, with 新增模板, and per
 * row 编辑 (the dialog) and 删除 (after a confirmation). Adding needs the 'add' unit of menu 55, editing
 * 'modify', deleting 'delete'.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useCan, type Can } from '../../../authProvider/useCan';
import { FEEDBACK_TEMPLATE_RESOURCE } from '../contract/calls';
import type { FeedbackTemplate } from '../contract/calls';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { ListTable } from '../../../src/crud/list/ListTable';
import { SearchButtons } from '../../../src/crud/list/SearchButtons';
import { SearchText } from '../../../src/crud/list/SearchInput';
import { useListSearch } from '../../../src/crud/list/useListSearch';
import { RowDeleteButton, type RowDeleteMessages } from '../../../src/crud/list/RowDeleteButton';
import { beijing } from './format';
import { FEEDBACK_RESOURCE } from './paths';
import { TemplateDialog } from './TemplateDialog';

const DELETE_MESSAGES: RowDeleteMessages = { label: 'opinion.template.delete', title: 'opinion.template.deleteTitle', content: 'opinion.template.confirmDelete', deleted: 'opinion.template.deleted' };

const asTemplate = (record: RaRecord) => record as unknown as FeedbackTemplate;

const TemplateSearch = () => {
  const translate = useTranslate();
  const { values, change, submit, reset } = useListSearch<{ name: string }>((filter) => ({ name: String(filter.name ?? '') }), { name: '' });
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1.5 }}>
      <SearchText label={translate('opinion.template.searchName')} value={values.name} onChange={(value) => change('name', value)} width={220} />
      <SearchButtons onReset={reset} />
    </Box>
  );
};

const RowActions = ({ template, can, onEdit }: { template: FeedbackTemplate; can: Can; onEdit: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      {can.edit && (
        <Button variant="text" onClick={onEdit}>
          {translate('opinion.template.editRow')}
        </Button>
      )}
      {can.delete && <RowDeleteButton record={template} name={template.name} messages={DELETE_MESSAGES} />}
    </Box>
  );
};

const TemplateTable = ({ can, onEdit }: { can: Can; onEdit: (template: FeedbackTemplate) => void }) => {
  const translate = useTranslate();
  return (
    <ListTable
      columns={[
        { key: 'name', label: translate('opinion.template.name'), width: 180, render: (record) => asTemplate(record).name },
        {
          key: 'content',
          label: translate('opinion.template.content'),
          render: (record) => (
            <Box component="span" sx={{ display: 'block', textAlign: 'left', whiteSpace: 'pre-wrap' }}>
              {asTemplate(record).content}
            </Box>
          ),
        },
        { key: 'updatedAt', label: translate('opinion.template.updatedAt'), width: 150, render: (record) => beijing(asTemplate(record).updatedAt) },
        {
          key: 'actions',
          label: translate('opinion.fields.actions'),
          width: 140,
          render: (record) => <RowActions template={asTemplate(record)} can={can} onEdit={() => onEdit(asTemplate(record))} />,
        },
      ]}
    />
  );
};

/** The dialog inside the list, so a save reloads it. */
const Editor = ({ editing, onClose }: { editing: FeedbackTemplate | null; onClose: () => void }) => {
  const { refetch } = useListContext();
  return (
    <TemplateDialog
      template={editing}
      onClose={onClose}
      onSaved={() => {
        onClose();
        void refetch();
      }}
    />
  );
};

const TemplatePage = () => {
  const translate = useTranslate();
  const can = useCan(FEEDBACK_RESOURCE);
  const [editing, setEditing] = useState<FeedbackTemplate | null | undefined>(undefined);
  return (
    <BespokeList
      resource={FEEDBACK_TEMPLATE_RESOURCE}
      address={{ filters: { name: 'text' } }}
      search={<TemplateSearch />}
      // The title bar has the page's 返回 (a hidden route's back button): one is enough.
      buttons={
        can.create && (
          <Button variant="contained" onClick={() => setEditing(null)}>
            {translate('opinion.template.add')}
          </Button>
        )
      }
      table={<TemplateTable can={can} onEdit={setEditing} />}
    >
      {editing !== undefined && <Editor editing={editing} onClose={() => setEditing(undefined)} />}
    </BespokeList>
  );
};

export default TemplatePage;
