/**
 * 开通试用: GET user/addTryDate with the user's id and the days (1–365, the
 * default length from user/getTryDate; empty: the server's default). A
 * current trial is extended; a formal member needs none.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import type { AppUser } from '../contract/calls';
import { useCallMutation, useCallQuery } from '../../../src/crud/useCall';
import { FORMAL } from './codes';

const MIN_DAYS = 1;
const MAX_DAYS = 365;

/** The days typed: a whole number 1–365, '' for the default, or null when invalid. */
export const readTrialDays = (raw: string): number | '' | null => {
  const value = raw.trim();
  if (value === '') return '';
  if (!/^\d+$/.test(value)) return null;
  const days = Number(value);
  return days >= MIN_DAYS && days <= MAX_DAYS ? days : null;
};

/** The server's default length, when it is a whole number of days. */
const defaultDays = (answer: { tryDays?: number } | null): number | null => {
  const days = Number(answer?.tryDays);
  return Number.isInteger(days) && days > 0 ? days : null;
};

export const TrialForm = ({ user, onChanged }: { user: AppUser; onChanged: (user: AppUser) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const defaults = useCallQuery('appUserTrialDays', undefined, { retry: false, staleTime: 60_000 });
  const [typed, setTyped] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  // A refusal is shown by the request wrapper; the form keeps what was typed.
  const { mutate, isPending: pending } = useCallMutation('addAppUserTrial', {
    onSuccess: ({ data: changed }) => {
      onChanged(changed);
      notify('system.common.switched', { type: 'success' });
    },
  });
  const fallback = defaultDays(defaults.data ?? null);
  const raw = typed ?? (fallback ? String(fallback) : '');
  const formal = Number(user.memberType) === FORMAL;

  const submit = () => {
    const days = readTrialDays(raw);
    setInvalid(days === null);
    if (days !== null && !pending) mutate({ id: user.id, days: days === '' ? undefined : days });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="trial-form">
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{translate(formal ? 'system.appUsers.edit.formalNoTrial' : 'system.appUsers.edit.trialHint')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <TextField
          size="small"
          label={translate('system.appUsers.fields.tryDays')}
          value={raw}
          onChange={(event) => {
            setTyped(event.target.value);
            if (invalid) setInvalid(readTrialDays(event.target.value) === null);
          }}
          error={invalid}
          helperText={invalid ? translate('system.appUsers.validation.daysRange') : ' '}
          disabled={formal || pending}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: MIN_DAYS, max: MAX_DAYS } }}
          sx={{ width: 160 }}
        />
        <Button variant="contained" onClick={submit} disabled={formal || pending} sx={{ mt: 0.25 }}>
          {translate('system.appUsers.actions.addTrial')}
        </Button>
      </Box>
    </Box>
  );
};
