/** A bespoke table's translate, and its column titles from one namespace of field names (e.g. examine.fields). */
import { useTranslate } from 'react-admin';

export const useColumnLabels = (namespace: string) => {
  const translate = useTranslate();
  return { translate, label: (field: string) => translate(`${namespace}.${field}`) };
};
