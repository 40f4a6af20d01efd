/**
 * The frame of a detail form (spec section 4): an outlined card, the form 540px
 * wide, its inputs in a column, then 保存 and 取消 (FormToolbar). It leaves
 * unsaved changes guarded. It is react-admin's SimpleForm without SimpleForm's
 * import of its default toolbar, whose delete buttons bring a tooltip, Popper
 * and a dialog into every form's chunk even when another toolbar is given.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Form, type ValidateForm } from 'react-admin';
import { LAYOUT } from '../../theme';
import { FormToolbar } from './FormToolbar';

export interface DetailFormProps {
  defaultValues?: Record<string, unknown>;
  /** Where 取消 goes. */
  listPath: string;
  /** Rules across fields (a bespoke form's record-level check), beside each input's own. */
  validate?: ValidateForm;
  children: ReactNode;
}

/**
 * The inputs in a column. An outlined field's label sits on its top border, half above the field: the text and
 * date inputs take the selects' dense margins, so that label stays clear of the hint or error under the field above.
 */
const FIELDS = { alignItems: 'flex-start', '& .MuiFormControl-root:has(> .MuiInputLabel-outlined):not(.MuiFormControl-marginDense)': { mt: 1, mb: 0.5 } } as const;

export const DetailForm = ({ defaultValues, listPath, validate, children }: DetailFormProps) => (
  <Paper variant="outlined" sx={{ px: 3, py: 1 }}>
    <Box sx={{ width: LAYOUT.formWidth, maxWidth: '100%' }} data-testid="detail-form">
      <Form defaultValues={defaultValues} validate={validate} warnWhenUnsavedChanges>
        <CardContent sx={{ px: 0 }}>
          <Stack sx={FIELDS}>{children}</Stack>
        </CardContent>
        <FormToolbar listPath={listPath} />
      </Form>
    </Box>
  </Paper>
);
