/**
 * The lifecycle of a questionnaire from a list row or the editor: 发布, 结束, 复制为新草稿 and 删除, each
 * after a confirmation; the server's refusal is shown as it words it (Chinese), success as its statusText.
 */
import './messages';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../dataProvider/http';
import { useConfirm } from '../../crud/useConfirm';
import { qn, qnKeys, type Questionnaire, type QuestionnaireDetail } from './api';

export type LifecycleAction = 'publish' | 'close' | 'copy' | 'delete';

export const useLifecycle = (onDone: (action: LifecycleAction, result: QuestionnaireDetail | null) => void) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const { ask, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);

  const run = async (action: LifecycleAction, record: Pick<Questionnaire, 'id' | 'title' | 'version'>) => {
    if (!(await ask(`questionnaire.confirm.${action}`, { title: record.title }))) return;
    setBusy(true);
    try {
      const answer =
        action === 'publish'
          ? await qn.publish(record.id, record.version)
          : action === 'close'
            ? await qn.close(record.id, record.version)
            : action === 'copy'
              ? await qn.copy(record.id)
              : await qn.remove(record.id);
      notify(answer.statusText || translate('questionnaire.editor.saved'), { type: 'success' });
      await client.invalidateQueries({ queryKey: qnKeys.all });
      onDone(action, (answer.data as QuestionnaireDetail | null) ?? null);
    } catch (error) {
      notify(toApiError(error).statusText, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, dialog };
};
