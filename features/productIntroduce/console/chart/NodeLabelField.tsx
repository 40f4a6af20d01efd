/**
 * The name a node shows on the chart, as the add and rename dialogs take it: required, at most
 * GRAPH_LIMITS.label characters (its record keeps its own name). Typing clears the dialog's error.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { GRAPH_LIMITS } from '../../../../resources/business/productChartGraph';

/** Why a typed name cannot be saved, or null when it can. */
export const nodeLabelProblem = (translate: TranslateFunction, name: string): string | null => {
  if (!name) return translate('introduce.chart.node.labelRequired');
  if ([...name].length > GRAPH_LIMITS.label) return translate('introduce.chart.node.labelTooLong', { max: GRAPH_LIMITS.label });
  return null;
};

interface Props extends Pick<TextFieldProps, 'autoFocus' | 'fullWidth' | 'onKeyDown'> {
  value: string;
  setValue: (value: string) => void;
  error: string;
  setError: (error: string) => void;
  hint?: string;
}

export const NodeLabelField = ({ value, setValue, error, setError, hint, ...rest }: Props) => {
  const translate = useTranslate();
  return (
    <TextField
      {...rest}
      required
      label={translate('introduce.chart.node.label')}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        setError('');
      }}
      error={!!error}
      helperText={error || hint}
    />
  );
};
