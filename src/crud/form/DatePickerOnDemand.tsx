/**
 * A date or date-time picker that costs nothing until it is opened: it shows
 * its read-only box (DateTextField) with the value or the placeholder, fetches
 * the MUI pickers' chunk when the pointer or focus reaches the box, and mounts
 * them, open, on the first click or Enter / Space / ↓. A chunk that cannot be
 * fetched is said on the message line and the box stays as it was.
 */
import { useState, type KeyboardEvent } from 'react';
import { showMessage } from '../../../dataProvider/messages';
import { loadWithTimeout } from '../../routes/loadWithTimeout';
import { DateTextField, OPEN_KEYS } from './DateTextField';
import { displayValue, toPickerValue } from './dateValues';
import type DatePickerControl from './DatePickerControl';
import type { DatePickerControlProps } from './DatePickerControl';

let pending: Promise<typeof DatePickerControl> | undefined;
/** A click while the pointer's fetch is under way joins it; once in, the browser keeps the module. */
const loadPickers = () =>
  (pending ??= loadWithTimeout(() => import('./DatePickerControl'))
    .then((module) => module.default)
    .finally(() => (pending = undefined)));

export type DatePickerOnDemandProps = Omit<DatePickerControlProps, 'openOnMount'>;

export const DatePickerOnDemand = (props: DatePickerOnDemandProps) => {
  const [Picker, setPicker] = useState<typeof DatePickerControl>();
  const [opening, setOpening] = useState(false);
  if (Picker) return <Picker {...props} openOnMount />;

  const open = () => {
    if (opening) return;
    setOpening(true);
    loadPickers().then(
      (loaded) => setPicker(() => loaded),
      () => {
        setOpening(false);
        showMessage('error', 'layout.loadErrorText');
      },
    );
  };
  return (
    <DateTextField
      {...props.box}
      text={displayValue(toPickerValue(props.value, props.kind), props.kind)}
      busy={opening}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open();
      }}
      onWarm={() => void loadPickers().catch(() => undefined)}
    />
  );
};
