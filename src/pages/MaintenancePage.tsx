/** Replaces the whole app during the maintenance window (spec section 2). Rendered outside react-admin. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { appMessages } from '../i18n/appMessages';
import type { MaintenanceWindow } from '../../dataProvider/config';
import { Illustration } from './StatusPage';

export const MaintenancePage = ({ window: hours }: { window: MaintenanceWindow }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, bgcolor: '#f0f2f5' }} data-testid="maintenance">
    <Illustration variant="locked" />
    <Typography variant="h5" component="h1">
      {appMessages.layout.maintenanceTitle}
    </Typography>
    <Typography color="text.secondary">{appMessages.layout.maintenanceText.replace('%{open}', hours.dailyOpen).replace('%{close}', hours.dailyClose)}</Typography>
  </Box>
);
