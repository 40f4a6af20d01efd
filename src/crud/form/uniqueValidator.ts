/**
 * The declared unique check (`uniqueCheck`, e.g. checkIsCreateType) run as
 * part of a field's validation: once the field's own rules pass, the server
 * is asked whether another record holds the value, and its refusal shows on
 * the field before anything is saved. A check that cannot be made (network,
 * server down) lets the save go on: the save's own check then answers.
 * The last answer per value is kept, so revalidating while typing does not
 * ask again for the same value.
 */
import type { Identifier } from 'react-admin';
import { ApiError, post } from '../../../dataProvider/http';
import { resourceApi } from '../../../dataProvider/resourceApi';

type Answer = string | undefined;

export const uniqueValidator = (resource: string, field: string, id: Identifier | undefined) => {
  const answers = new Map<string, Promise<Answer>>();
  const ask = async (value: string): Promise<Answer> => {
    const api = resourceApi(resource);
    try {
      await post(`${api.base}/${api.uniqueCheck!.call}`, { [field]: value, ...(id === undefined ? {} : { id }) }, { silent: true });
      return undefined;
    } catch (error) {
      const errors = error instanceof ApiError ? (error.data as { errors?: Record<string, string> } | null)?.errors : undefined;
      if (errors?.[field]) return errors[field];
      answers.delete(value);
      return undefined;
    }
  };
  return (value: unknown): Promise<Answer> | undefined => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    const key = value.trim();
    if (!answers.has(key)) answers.set(key, ask(key));
    return answers.get(key);
  };
};
