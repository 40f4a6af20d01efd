/**
 * The MUI date and date-time pickers (loaded on first open, DatePickerOnDemand). Their field is our
 * read-only box, so an empty value shows the placeholder (选择日期) instead of
 * the pickers' own section mask.
 */
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import 'dayjs/locale/zh-cn';
import type { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { zhCN } from '@mui/x-date-pickers/locales';
import { DateTextField, OPEN_KEYS, type DateTextFieldProps } from './DateTextField';
import { displayValue, toFormValue, toPickerValue, type DateKind } from './dateValues';

type BoxProps = Omit<DateTextFieldProps, 'text'>;

// `takeOpenRequest` answers whether the box should open the calendar now, and true only once: a function
// rather than the ref itself, because a value read from context must not be written.
const BoxContext = createContext<{ box: BoxProps; kind: DateKind; takeOpenRequest: () => boolean } | null>(null);

/** The pickers' `field` slot: reads the picker's state from its context. */
const PickerBox = () => {
  const picker = usePickerContext<Dayjs | null>();
  const { box, kind, takeOpenRequest } = useContext(BoxContext)!;
  // Mounted by the first click or key on the light box (DatePickerOnDemand): open the calendar it asked for, once.
  useEffect(() => {
    if (takeOpenRequest()) picker.setOpen(true);
  }, [takeOpenRequest, picker]);
  return (
    <DateTextField
      {...box}
      text={displayValue(picker.value, kind)}
      name={picker.name}
      focused={picker.open}
      disabled={picker.disabled}
      className={picker.rootClassName}
      rootRef={picker.rootRef}
      triggerRef={picker.triggerRef}
      onClick={() => picker.setOpen((open) => !open)}
      onKeyDown={(event) => {
        if (OPEN_KEYS.includes(event.key)) {
          event.preventDefault();
          picker.setOpen(true);
        }
      }}
    />
  );
};

const localeText = zhCN.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DatePickerControlProps {
  kind: DateKind;
  value: unknown;
  onChange: (value: string | null) => void;
  box: BoxProps;
  /** Open the calendar as soon as it mounts (the first open of a light box). */
  openOnMount?: boolean;
}

const DatePickerControl = ({ kind, value, onChange, box, openOnMount = false }: DatePickerControlProps) => {
  const openOnce = useRef(openOnMount);
  const takeOpenRequest = useCallback(() => {
    const asked = openOnce.current;
    openOnce.current = false;
    return asked;
  }, []);
  const common = {
    value: toPickerValue(value, kind),
    onChange: (picked: Dayjs | null) => onChange(toFormValue(picked, kind)),
    onClose: box.onBlur,
    slots: { field: PickerBox },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn" localeText={localeText}>
      <BoxContext.Provider value={{ box, kind, takeOpenRequest }}>
        {kind === 'date' ? (
          <DatePicker {...common} format="YYYY-MM-DD" slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }} />
        ) : (
          <DateTimePicker {...common} format="YYYY-MM-DD HH:mm" ampm={false} slotProps={{ actionBar: { actions: ['clear', 'accept'] } }} />
        )}
      </BoxContext.Provider>
    </LocalizationProvider>
  );
};

export default DatePickerControl;
