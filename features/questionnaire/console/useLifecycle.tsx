/**
 * The lifecycle of a questionnaire from a list row or the editor: 发布, 结束, 复制为新草稿 and 删除 (the
 * resource's delete), each after a confirmation; the server's refusal is shown as it words it (Chinese),
 * success as its statusText. One mutation runs the call and the refresh after it, so `busy` is its pending state.
 */
import { useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../dataProvider/errors';
import { QUESTIONNAIRE_RESOURCE } from '../contract/calls';
import type { Questionnaire, QuestionnaireDetail } from '../contract/calls';
import { useConsoleData } from '../../../src/crud/useCall';
import { useConfirm } from '../../../src/crud/useConfirm';
import { invalidateQuestionnaire } from './refresh';

export type LifecycleAction = 'publish' | 'close' | 'copy' | 'delete';

type Target = Pick<Questionnaire, 'id' | 'title' | 'version'>;

export const useLifecycle = (onDone: (action: LifecycleAction, result: QuestionnaireDetail | null) => void) => {
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useConsoleData();
  const { ask, dialog } = useConfirm();

  const lifecycle = useMutation({
    mutationFn: async ({ action, record }: { action: LifecycleAction; record: Target }): Promise<{ data: QuestionnaireDetail | null; message: string }> => {
      if (action === 'publish') return dataProvider.publishQuestionnaire({ id: record.id, version: record.version });
      if (action === 'close') return dataProvider.closeQuestionnaire({ id: record.id, version: record.version });
      if (action === 'copy') return dataProvider.copyQuestionnaire({ id: record.id });
      await dataProvider.delete(QUESTIONNAIRE_RESOURCE, { id: record.id, previousData: record });
      // The delete method keeps the server's 删除成功 to itself; the console's own words are the same.
      return { data: null, message: 'crud.deleted' };
    },
    onSuccess: async ({ data, message }, { action }) => {
      notify(message || 'questionnaire.editor.saved', { type: 'success' });
      await invalidateQuestionnaire(client);
      onDone(action, data ?? null);
    },
    onError: (error) => notify(toApiError(error).statusText, { type: 'error' }),
  });

  const run = async (action: LifecycleAction, record: Target) => {
    if (!(await ask(`questionnaire.confirm.${action}`, { title: record.title }))) return;
    lifecycle.mutate({ action, record });
  };

  return { run, busy: lifecycle.isPending, dialog };
};
