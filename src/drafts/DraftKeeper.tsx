/**
 * Put inside a react-admin form: keeps the operator's unsaved changes as a
 * draft when the session ends (any call's 401/402) or a save cannot reach the
 * server, and offers a kept draft back when the same user opens the same form
 * (恢复 fills the form, still unsaved; 丢弃 deletes the draft). A successful
 * save deletes the draft (see useSaved / discardDraft).
 */
import { useEffect, useEffectEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import dayjs from 'dayjs';
import { useRecordContext, useResourceContext, useSaveContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { subscribeCallOutcomes, type CallOutcome } from '../../dataProvider/callOutcomes';
import { deleteDraft, draftKey, purgeExpiredDrafts, readDraft, saveDraft, type Draft } from './draftStore';
import { leaveWithoutPrompt } from './leaveQuietly';

export interface DraftKeeperProps {
  /** The resource name (default: react-admin's resource context). */
  resource?: string;
  /** The record id (default: the record context's; none on a create form). */
  id?: string | number | null;
  /**
   * The version the form's changes are based on, for forms that keep it out of
   * their values: a restored draft then carries it as `version`, and its save
   * meets the conflict check instead of overwriting a later change.
   */
  version?: number;
}

/** HH:mm today, else MM-DD HH:mm. */
const savedTime = (savedAt: number) => {
  const time = dayjs(savedAt);
  return time.isSame(dayjs(), 'day') ? time.format('HH:mm') : time.format('MM-DD HH:mm');
};

export const DraftKeeper = ({ resource, id, version }: DraftKeeperProps) => {
  const translate = useTranslate();
  const contextResource = useResourceContext();
  const record = useRecordContext();
  const name = resource ?? contextResource ?? '';
  const recordId = id !== undefined ? id : record?.id;
  const key = name ? draftKey(name, recordId as string | number | undefined) : null;
  const { getValues, reset } = useFormContext();
  const { dirtyFields, isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  const [offer, setOffer] = useState<Draft | null>(null);
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    purgeExpiredDrafts();
    // The draft lives in localStorage (and reading it removes an expired one): read after the form mounts
    // or its key changes, not during render.
    setOffer(readDraft(key));
  }, [key]);

  // Reads the latest form state when a call's outcome arrives, without re-subscribing.
  const onOutcome = useEffectEvent((outcome: CallOutcome) => {
    /** The changed values, with the version they were based on (a stale one makes the save a conflict). */
    const changed = () => {
      const values = getValues();
      const names = Object.keys(dirtyFields);
      if (!names.length) return null;
      const picked: Record<string, unknown> = Object.fromEntries(names.map((field) => [field, values[field]]));
      const base = values.version ?? version;
      if (base !== undefined) picked.version = base;
      return picked;
    };
    if (outcome === 'unauthorized') {
      const values = changed();
      if (values && saveDraft(key, values, path)) leaveWithoutPrompt();
    } else if ((outcome === 'network' || outcome === 'timeout') && (isSubmitting || saving)) {
      const values = changed();
      if (values) saveDraft(key, values, path);
    }
  });
  useEffect(() => subscribeCallOutcomes((outcome) => onOutcome(outcome)), []);

  if (!offer) return null;
  const restore = () => {
    // The loaded record stays the form's default: the restored values are unsaved changes.
    reset({ ...getValues(), ...offer.values }, { keepDefaultValues: true });
    setOffer(null);
  };
  const discard = () => {
    deleteDraft(key);
    setOffer(null);
  };
  return (
    <Alert
      severity="info"
      data-testid="draft-offer"
      sx={{ width: '100%', mb: 1 }}
      action={
        <>
          <Button color="inherit" size="small" onClick={restore}>
            {translate('drafts.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={discard}>
            {translate('drafts.discard')}
          </Button>
        </>
      }
    >
      {translate('drafts.found', { time: savedTime(offer.savedAt) })}
    </Alert>
  );
};

/** After a successful save: the form's draft is no longer needed. */
export const discardDraft = (resource: string, id?: string | number | null) => deleteDraft(draftKey(resource, id));
