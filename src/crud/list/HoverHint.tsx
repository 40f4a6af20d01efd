/**
 * A light tooltip for a row's button: the text is the button's `title` (its
 * accessible description) until the pointer or the focus is on it, then a
 * small dark box above it (role tooltip, describing the button) instead of
 * the browser's. MUI's Tooltip would bring Popper to every list page.
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface HintTargetProps {
  title?: string;
  'aria-describedby'?: string;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

const anchorStyle = { position: 'relative', display: 'inline-flex' } as const;

const hintSx = {
  position: 'absolute',
  bottom: 'calc(100% + 6px)',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1500,
  px: 1,
  py: 0.5,
  borderRadius: 1,
  bgcolor: 'rgba(97, 97, 97, 0.92)',
  color: '#fff',
  fontSize: 12,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
} as const;

export const HoverHint = ({ text, children }: { text: string; children: (target: HintTargetProps) => ReactNode }) => {
  const id = useId();
  const [shown, setShown] = useState(false);
  const open = shown && text !== '';
  const target: HintTargetProps = {
    ...(open ? { 'aria-describedby': id } : text ? { title: text } : {}),
    onMouseEnter: () => setShown(true),
    onMouseLeave: () => setShown(false),
    onFocus: () => setShown(true),
    onBlur: () => setShown(false),
  };
  return (
    <span style={anchorStyle}>
      {children(target)}
      {open && (
        <Box id={id} role="tooltip" sx={hintSx}>
          {text}
        </Box>
      )}
    </span>
  );
};
