/** The declaration of the module a generic page shows. */
import { createContext, useContext } from 'react';
import type { Resource } from '../../resources/framework';

export const ResourceDeclarationContext = createContext<Resource | null>(null);

export const useResourceDeclaration = (): Resource => {
  const resource = useContext(ResourceDeclarationContext);
  if (!resource) throw new Error('useResourceDeclaration must be used inside a resource page');
  return resource;
};
