import { useEffect } from 'react';
import { setCommonState } from '../../authProvider/session';

/** A page's own title for the title bar (the common state's custom title), cleared when the page goes. */
export const usePageTitle = (title: string | undefined) => {
  useEffect(() => {
    if (!title) return undefined;
    setCommonState({ customTitle: title });
    return () => setCommonState({ customTitle: '' });
  }, [title]);
};
