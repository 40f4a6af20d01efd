/** The detail form of a declared module: one input per shown field, 540px wide. */
import { startTransition, useEffect, useState } from 'react';
import type { Resource } from '../../../resources/framework';
import { FieldInput } from './FieldInput';
import { DetailForm } from './DetailForm';
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
 * The form is built in steps: its first commit holds the frame alone (the card and 保存, 取消), then each commit
 * adds FIELDS_PER_STEP fields, in a transition after the last paint. One commit of every field held the page for
 * 100 ms and more: emotion inserting the inputs' rules, and react-hook-form's ready state, which renders the
 * whole form again, synchronously, in a layout effect when the form mounts (with no field yet, that is cheap).
 */
const FIELDS_PER_STEP = 5;

/** How many of `total` fields are shown. */
const useFieldsInSteps = (total: number) => {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(shown + FIELDS_PER_STEP));
  }, [shown, total]);
  return shown;
};

export const ResourceForm = ({ resource, defaultValues, hiddenFields, listPath = resource.routes.list }: ResourceFormProps) => {
  const fields = resource.fields.filter((field) => !field.formHidden && !hiddenFields?.includes(field.name));
  const shown = useFieldsInSteps(fields.length);
  return (
    <DetailForm defaultValues={defaultValues} listPath={listPath} busy={shown < fields.length}>
      <DraftKeeper />
      {fields.slice(0, shown).map((field) => (
        <FieldInput key={field.name} field={field} />
      ))}
    </DetailForm>
  );
};
