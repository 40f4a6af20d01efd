/**
 * How an app user's coded fields read: the labels of userType and memberType
 * from the data dictionaries appUserType and memberType (common/queryDataDict),
 * with the doc's names as the fallback while a dictionary is missing, the
 * membership period and whether it has ended, and the login time.
 */
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { useDictionary, type DictItem } from '../../../src/system/dictionaries';
import { EMPTY_CELL } from '../../../src/crud/list/cellValue';
import type { AppUser } from '../contract/calls';

export const USER_TYPE_DICT = 'appUserType';
export const MEMBER_TYPE_DICT = 'memberType';

/** The period of a user who is no member. */
export const NO_PERIOD = '—';

export const text = (value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? EMPTY_CELL : String(value));

/** 'YYYY-MM-DD HH:mm' in local time. */
export const formatTime = (value: unknown) => {
  if (!value) return EMPTY_CELL;
  const date = dayjs(String(value));
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : String(value);
};

const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

/** 'start ~ end', or NO_PERIOD without a membership. */
export const periodOf = (user: Pick<AppUser, 'memberType' | 'memberStart' | 'memberEnd'>) => {
  const start = day(user.memberStart);
  const end = day(user.memberEnd);
  if (!Number(user.memberType) || (!start && !end)) return NO_PERIOD;
  return `${start || EMPTY_CELL} ~ ${end || EMPTY_CELL}`;
};

/** A trial or membership whose last day is before today. */
export const isExpired = (user: Pick<AppUser, 'memberType' | 'memberEnd'>, today = dayjs().format('YYYY-MM-DD')) => Number(user.memberType) > 0 && !!day(user.memberEnd) && day(user.memberEnd) < today;

/** The dictionary's entries, or the built-in names (system.appUsers.<group>) when it has none. */
const withFallback = (items: DictItem[] | undefined, fallback: Record<string, string>): DictItem[] => (items?.length ? items : Object.entries(fallback).map(([code, name]) => ({ code, name })));

export const useAppUserDictionaries = () => {
  const translate = useTranslate();
  const userTypes = useDictionary('data', { type: USER_TYPE_DICT });
  const memberTypes = useDictionary('data', { type: MEMBER_TYPE_DICT });
  const names = (group: string, codes: string[]) => Object.fromEntries(codes.map((code) => [code, translate(`system.appUsers.${group}.${code}`)]));
  const userTypeItems = withFallback(userTypes.data, names('userTypes', ['1', '2']));
  const memberTypeItems = withFallback(memberTypes.data, names('memberTypes', ['0', '1', '2']));
  const label = (items: DictItem[], code: unknown) => (code === undefined || code === null || code === '' ? EMPTY_CELL : (items.find((item) => item.code === String(code))?.name ?? String(code)));
  return {
    userTypes: userTypeItems,
    memberTypes: memberTypeItems,
    userTypeLabel: (code: unknown) => label(userTypeItems, code),
    memberTypeLabel: (code: unknown) => label(memberTypeItems, code),
  };
};
