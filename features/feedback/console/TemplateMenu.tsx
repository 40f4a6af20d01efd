/**
 * 插入模板 beside a result box: the reply templates (react-admin's useGetList over ideaFeedbackMould/
 * queryInfo), each inserted with its placeholders filled from the feedback (fillTemplate): {提交人},
 * {反馈编号}, {日期} (today) and {处理结果}. Loading, empty and failed states say so in the menu.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import { useGetList, useTranslate } from 'react-admin';
import { FEEDBACK_TEMPLATE_RESOURCE } from '../contract/calls';
import type { Feedback, FeedbackTemplate } from '../contract/calls';
import { fillTemplate } from '../contract/template';
import { toApiError } from '../../../dataProvider/errors';
import { beijingToday } from './format';
import { OPINION_TEMPLATE_PATH } from './paths';

export const TemplateMenu = ({ feedback, handlingResult, onInsert, disabled }: { feedback: Feedback; handlingResult: string | null; onInsert: (text: string) => void; disabled?: boolean }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, isPending, error } = useGetList<FeedbackTemplate & { id: number }>(
    FEEDBACK_TEMPLATE_RESOURCE,
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: !!anchor },
  );
  const pick = (template: FeedbackTemplate) => {
    onInsert(
      fillTemplate(template.content, {
        提交人: feedback.contactName,
        反馈编号: feedback.feedbackNo,
        日期: beijingToday(),
        处理结果: handlingResult,
      }),
    );
    setAnchor(null);
  };
  return (
    <>
      <Button size="small" variant="text" disabled={disabled} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {translate('opinion.detail.insertTemplate')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {isPending && <MenuItem disabled>{translate('crud.loading', { _: '加载中，请稍后...' })}</MenuItem>}
        {error && <MenuItem disabled>{translate('opinion.detail.templatesFailedWith', { reason: toApiError(error).statusText })}</MenuItem>}
        {/* The way to add one, in a new tab: leaving this page would drop the text typed in the result box. */}
        {!isPending && !error && !data?.length && (
          <MenuItem component="a" href={OPINION_TEMPLATE_PATH} target="_blank" rel="noopener" onClick={() => setAnchor(null)}>
            {translate('opinion.detail.noTemplates')}
          </MenuItem>
        )}
        {data?.map((template) => (
          <MenuItem key={template.id} onClick={() => pick(template)}>
            <ListItemText primary={template.name} secondary={template.content.slice(0, 40)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
