/**
 * 删除 of one list row behind react-admin's Confirm naming the row (useRowDelete: the list resource's delete, the
 * list reloaded after it, a refusal shown): the button a row's actions show when the operator may delete.
 */
import Button from '@mui/material/Button';
import { Confirm, useTranslate, type RaRecord } from 'react-admin';
import { useRowDelete } from './useRowDelete';

/** Message keys: the button, the dialog's title and question (with %{name}), the notice after the delete. */
export interface RowDeleteMessages {
  label: string;
  title: string;
  content: string;
  deleted: string;
}

interface RowDeleteButtonProps {
  record: RaRecord;
  /** The row's name in the question. */
  name: string;
  messages: RowDeleteMessages;
  /** What else the delete changes (a dictionary other pages read). */
  afterDelete?: () => void;
}

export const RowDeleteButton = ({ record, name, messages: { label, title, content, deleted }, afterDelete }: RowDeleteButtonProps) => {
  const translate = useTranslate();
  const removal = useRowDelete(record, deleted, afterDelete);
  return (
    <>
      <Button variant="text" color="error" onClick={removal.ask}>
        {translate(label)}
      </Button>
      <Confirm {...removal.confirmProps} title={title} content={content} contentTranslateOptions={{ name }} />
    </>
  );
};
