/**
 * A draw from a sampling page: randomAttribute or preciseAttribute with the page's body; on success the
 * questionnaire, its draws and its sample are read again, on refusal the server's message is kept to show.
 * One mutation runs the draw and that refresh, so `busy` is its pending state.
 */
import { useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../../dataProvider/errors';
import type { Draw } from '../../contract/calls';
import { useConsoleData } from '../../../../src/crud/useCall';
import { invalidateQuestionnaire } from '../refresh';
import type { DrawRequest } from './redraw';

export const useDraw = (id: number) => {
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useConsoleData();
  const drawing = useMutation({
    mutationFn: (request: DrawRequest) => (request.precise ? dataProvider.questionnairePreciseDraw({ ...request.body, id }) : dataProvider.questionnaireDraw({ ...request.body, id })),
    onSuccess: async ({ message }) => {
      notify(message || 'questionnaire.sampling.drawn', { type: 'success' });
      await invalidateQuestionnaire(client);
    },
  });

  /** The new draw, or null when refused (the refusal is in `error`). */
  const draw = (request: DrawRequest): Promise<Draw | null> =>
    drawing.mutateAsync(request).then(
      ({ data }) => data,
      () => null,
    );

  return { draw, busy: drawing.isPending, error: drawing.error ? toApiError(drawing.error).statusText : null };
};
