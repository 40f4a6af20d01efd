/** The part of a scoped module the current location shows (ResourceScope), undefined for every part. */
import { useLocation } from 'react-router-dom';
import { scopeValueAt, type ScopeValue } from '../../resources/framework';
import { useResourceDeclaration } from './ResourceContext';

export const useScopeValue = (): ScopeValue | undefined => {
  const resource = useResourceDeclaration();
  const { pathname, search } = useLocation();
  return scopeValueAt(resource, pathname, search);
};
