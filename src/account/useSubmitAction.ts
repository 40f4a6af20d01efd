/**
 * Runs a dialog's submission once at a time: `pending` is its mutation's;
 * `onDone` after success; a refusal is shown and the dialog stays open with
 * the typed values.
 */
import { useMutation } from '@tanstack/react-query';
import { showFailure } from './showFailure';

export const useSubmitAction = (action: () => Promise<unknown>, onDone: () => void) => {
  const { mutate, isPending } = useMutation({ mutationFn: action, onSuccess: () => onDone(), onError: showFailure });
  const run = () => {
    if (!isPending) mutate();
  };
  return { pending: isPending, run };
};
