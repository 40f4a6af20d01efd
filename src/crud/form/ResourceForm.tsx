/** The detail form of a declared module: one input per shown field, 540px wide. */
import { startTransition, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { SimpleForm } from 'react-admin';
import type { Resource } from '../../../resources/framework';
import { LAYOUT } from '../../theme';
import { FieldInput } from './FieldInput';
import { FormToolbar } from './FormToolbar';
import { DraftKeeper } from '../../drafts/DraftKeeper';

export interface ResourceFormProps {
  resource: Resource;
  defaultValues?: Record<string, unknown>;
  /** Fields kept out of this form besides the form-hidden ones (e.g. a scoped module's scope field); their values stay. */
  hiddenFields?: string[];
  /** Where 取消 goes (default: the module's list). */
  listPath?: string;
}

/**
 * The form is built a few fields at a time: FIRST_FIELDS in its first commit (the top of the form, where the
 * largest text usually is), then FIELDS_PER_STEP more per commit, each in a transition after the last paint.
 * One commit of every field held the page for 100 ms and more (style insertion, react-hook-form's ready render).
 */
const FIRST_FIELDS = 5;
const FIELDS_PER_STEP = 3;

/** How many of `total` fields are shown. */
const useFieldsInSteps = (total: number) => {
  const [shown, setShown] = useState(FIRST_FIELDS);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(shown + FIELDS_PER_STEP));
  }, [shown, total]);
  return shown;
};

export const ResourceForm = ({ resource, defaultValues, hiddenFields, listPath = resource.routes.list }: ResourceFormProps) => {
  const fields = resource.fields.filter((field) => !field.formHidden && !hiddenFields?.includes(field.name));
  const shown = useFieldsInSteps(fields.length);
  return (
    <Paper variant="outlined" sx={{ px: 3, py: 1 }}>
      {/* Busy while fields are still being added (assistive technologies wait; so do the tests). */}
      <Box sx={{ width: LAYOUT.formWidth, maxWidth: '100%' }} data-testid="detail-form" aria-busy={shown < fields.length}>
        <SimpleForm defaultValues={defaultValues} warnWhenUnsavedChanges toolbar={<FormToolbar listPath={listPath} />} sx={{ px: 0 }}>
          <DraftKeeper />
          {fields.slice(0, shown).map((field) => (
            <FieldInput key={field.name} field={field} />
          ))}
        </SimpleForm>
      </Box>
    </Paper>
  );
};
