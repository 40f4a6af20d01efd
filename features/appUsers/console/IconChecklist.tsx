/**
 * The icons as a list of checkboxes (each named by its iconName, with its
 * picture when iconUrl is set) and 全选, for the authorize page and the
 * batch and import dialogs; the loading, failed and empty states say so.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import { MixedCheckbox } from '../../../src/crud/MixedCheckbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AppIcon } from '../contract/calls';

/** The icons as the query that loads them answers (useIcons), with its retry. */
export interface IconsQuery {
  data: AppIcon[] | null | undefined;
  isPending: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

export interface IconChecklistProps {
  icons: IconsQuery;
  value: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  /** Show how many people hold each icon (the dialogs). */
  showHolders?: boolean;
  labelId?: string;
}

const stateSx = { display: 'flex', alignItems: 'center', gap: 1, py: 2, fontSize: 14, color: 'text.secondary' } as const;

export const IconChecklist = ({ icons: { data, isPending, error, refetch }, value, onChange, disabled, showHolders, labelId }: IconChecklistProps) => {
  const translate = useTranslate();
  if (isPending)
    return (
      <Box role="status" sx={stateSx}>
        <CircularProgress size={18} />
        {translate('crud.loading')}
      </Box>
    );
  if (error)
    return (
      <Box role="alert" sx={stateSx}>
        <Typography sx={{ fontSize: 14, color: 'error.main' }}>{translate('system.appUsers.grant.loadFailed')}</Typography>
        {refetch && (
          <Button size="small" variant="outlined" onClick={() => void refetch()}>
            {translate('system.appUsers.actions.retry')}
          </Button>
        )}
      </Box>
    );
  const list = data ?? [];
  if (list.length === 0) return <Box sx={stateSx}>{translate('system.appUsers.grant.empty')}</Box>;

  const ids = list.map((icon) => icon.id);
  const chosen = ids.filter((id) => value.includes(id));
  const all = chosen.length === ids.length;
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((other) => other !== id) : [...value, id]);

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormControlLabel
        control={<MixedCheckbox size="small" checked={all} indeterminate={chosen.length > 0 && !all} disabled={disabled} onChange={() => onChange(all ? [] : ids)} />}
        label={translate('system.appUsers.actions.selectAll')}
        sx={{ '& .MuiFormControlLabel-label': { fontSize: 14, fontWeight: 600 } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 2, pl: 1 }}>
        {list.map((icon) => (
          <FormControlLabel
            key={icon.id}
            control={<Checkbox size="small" checked={value.includes(icon.id)} disabled={disabled} onChange={() => toggle(icon.id)} slotProps={{ input: { 'aria-label': icon.iconName } }} />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 14 }}>
                {icon.iconUrl && <Box component="img" src={icon.iconUrl} alt="" sx={{ width: 24, height: 24, objectFit: 'contain' }} />}
                {icon.iconName}
                {showHolders && typeof icon.userCount === 'number' && (
                  <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
                    {translate('system.appUsers.grant.holders', { count: icon.userCount })}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </Box>
    </Box>
  );
};
