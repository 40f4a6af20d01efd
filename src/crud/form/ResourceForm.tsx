/** The detail form of a declared module: one input per shown field, 540px wide. */
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

export const ResourceForm = ({ resource, defaultValues, hiddenFields, listPath = resource.routes.list }: ResourceFormProps) => (
  <Paper variant="outlined" sx={{ px: 3, py: 1 }}>
    <Box sx={{ width: LAYOUT.formWidth, maxWidth: '100%' }} data-testid="detail-form">
      <SimpleForm defaultValues={defaultValues} warnWhenUnsavedChanges toolbar={<FormToolbar listPath={listPath} />} sx={{ px: 0 }}>
      <DraftKeeper />
      {resource.fields
        .filter((field) => !field.formHidden && !hiddenFields?.includes(field.name))
        .map((field) => (
          <FieldInput key={field.name} field={field} />
        ))}
      </SimpleForm>
    </Box>
  </Paper>
);
