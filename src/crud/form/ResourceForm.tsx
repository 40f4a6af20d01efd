/** The detail form of a declared module: one input per shown field, 540px wide, mounted in one commit. */
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

export const ResourceForm = ({ resource, defaultValues, hiddenFields, listPath = resource.routes.list }: ResourceFormProps) => {
  const fields = resource.fields.filter((field) => !field.formHidden && !hiddenFields?.includes(field.name));
  return (
    <DetailForm defaultValues={defaultValues} listPath={listPath}>
      <DraftKeeper />
      {fields.map((field) => (
        <FieldInput key={field.name} field={field} />
      ))}
    </DetailForm>
  );
};
