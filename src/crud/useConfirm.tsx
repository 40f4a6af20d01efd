/**
 * A confirmation that can be awaited: `ask(content, options)` opens the
 * dialog and resolves true on 确定, false on 取消 (or Escape / outside click).
 */
import { useCallback, useRef, useState } from 'react';
import { Confirm } from 'react-admin';

interface Question {
  content: string;
  options?: Record<string, unknown>;
  confirm?: string;
  cancel?: string;
}

export const useConfirm = () => {
  const [question, setQuestion] = useState<Question | null>(null);
  // The last question stays on screen while the dialog fades out.
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setOpen(false);
  }, []);

  const ask = useCallback(
    (content: string, options?: Record<string, unknown>, labels: Pick<Question, 'confirm' | 'cancel'> = {}) =>
      new Promise<boolean>((resolve) => {
        // A question still open is answered "no" before the next one.
        resolver.current?.(false);
        resolver.current = resolve;
        setQuestion({ content, options, ...labels });
        setOpen(true);
      }),
    [],
  );

  const dialog = (
    <Confirm
      isOpen={open}
      title="crud.confirmTitle"
      content={question?.content ?? ''}
      contentTranslateOptions={question?.options}
      confirm={question?.confirm ?? 'ra.action.confirm'}
      cancel={question?.cancel ?? 'ra.action.cancel'}
      onConfirm={() => settle(true)}
      onClose={() => settle(false)}
    />
  );

  return { ask, dialog, isOpen: open };
};
