/**
 * A draw from a sampling page: randomAttribute or preciseAttribute with the page's body; on success the
 * questionnaire, its draws and its sample are read again, on refusal the server's message is kept to show.
 */
import '../messages';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../../dataProvider/http';
import { qn, qnKeys, type Draw } from '../api';

export const useDraw = (id: number) => {
  const notify = useNotify();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const draw = async (body: Record<string, unknown>, precise = false): Promise<Draw | null> => {
    setBusy(true);
    setError(null);
    try {
      const answer = precise ? await qn.precise({ ...body, id }) : await qn.draw({ ...body, id });
      notify(answer.statusText || 'questionnaire.sampling.drawn', { type: 'success' });
      await client.invalidateQueries({ queryKey: qnKeys.all });
      return answer.data;
    } catch (failure) {
      setError(toApiError(failure).statusText);
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { draw, busy, error, setError };
};
