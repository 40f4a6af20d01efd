import { useEffect } from 'react';
import { getCommonState, setCommonState } from '../../dataProvider/session';

/**
 * A custom title belongs to the page that set it. The common state persists,
 * and a reload ends a page without its clean-up, so the console starts
 * without one (the page sets it again when it mounts).
 */
export const resetPageTitle = () => {
  if (getCommonState().customTitle) setCommonState({ customTitle: '' });
};

/** A page's own title for the title bar (the common state's custom title), cleared when the page goes. */
export const usePageTitle = (title: string | undefined) => {
  useEffect(() => {
    if (!title) return undefined;
    setCommonState({ customTitle: title });
    return () => setCommonState({ customTitle: '' });
  }, [title]);
};
