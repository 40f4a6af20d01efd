/** A password input with a show/hide toggle. */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

export const PasswordField = (props: TextFieldProps) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        aria-label={translate(visible ? 'account.hidePassword' : 'account.showPassword')}
        onClick={() => setVisible((shown) => !shown)}
        // Keep the focus (and no blur validation) in the input.
        onMouseDown={(event) => event.preventDefault()}
      >
        {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} slotProps={{ input: { endAdornment: toggle } }} />;
};
