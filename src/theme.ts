/** The console's theme: small components, pop-ups above layer 3000, the spec's layout sizes. */
import { createTheme } from '@mui/material/styles';
import { zhCN } from '@mui/material/locale';
import { crudMessages } from './i18n/crudMessages';

export const LAYOUT = {
  headerHeight: 65,
  sidebarWidth: 210,
  /** The sidebar collapsed to its icons (issue 26). */
  sidebarCollapsedWidth: 64,
  formWidth: 540,
  sidebarBackground: '#1f2d3d',
  sidebarActive: '#409eff',
  sidebarText: '#bfcbd9',
  sidebarSubmenu: '#1a2533',
} as const;

/** Pop-up base layer (spec section 9). */
export const POPUP_Z_INDEX = 3000;

/**
 * An operator who asked the system for less motion (WCAG 2.3.3) gets menus, dialogs and pickers that
 * appear and go at once, and no ripple (MUI X's pickers read the same preference themselves). Read once at
 * start: MUI 7 has no live switch.
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const still = reducedMotion
  ? {
      transitions: { create: () => 'none', duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 } },
      components: {
        MuiButtonBase: { defaultProps: { disableRipple: true } },
        MuiMenu: { defaultProps: { transitionDuration: 0 } },
        MuiPopover: { defaultProps: { transitionDuration: 0 } },
        MuiCollapse: { defaultProps: { timeout: 0 } },
      },
    }
  : undefined;

export const theme = createTheme(
  {
    ...(still && { transitions: still.transitions }),
    palette: {
      primary: { main: '#1f5fbf' },
      secondary: { main: LAYOUT.sidebarBackground },
      background: { default: '#f0f2f5' },
      // MUI's orange (#ed6c02) reads at 3:1 on white and under white text; this one at 5:1 both ways (WCAG 1.4.3),
      // for the warning chips, buttons and notes alike.
      warning: { main: '#b45309' },
      info: { main: '#0369a1' },
    },
    typography: {
      fontFamily: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif',
      fontSize: 14,
    },
    zIndex: { modal: POPUP_Z_INDEX, snackbar: POPUP_Z_INDEX + 100, tooltip: POPUP_Z_INDEX + 200 },
    components: {
      MuiButton: { defaultProps: { size: 'small' } },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiFormControl: { defaultProps: { size: 'small' } },
      MuiIconButton: { defaultProps: { size: 'small' } },
      MuiTable: { defaultProps: { size: 'small' } },
      // A spinner is a progressbar, which a screen reader announces by name (WCAG 4.1.2); a page may name its own.
      MuiCircularProgress: { defaultProps: { 'aria-label': crudMessages.loading } },
      // A disabled field's hint (read-only for this operator, or while its value loads) is still information: it
      // keeps the secondary text colour, which has the contrast of body text (WCAG 1.4.3).
      MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
      ...still?.components,
    },
  },
  zhCN,
);
