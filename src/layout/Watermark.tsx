/**
 * A faint tiled watermark over the main area (issue 26): whose screen it is,
 * in a photo or a screenshot. The installation turns it on (the server's
 * WATERMARK setting, in /app-config.js); the layout shows it only after login,
 * so the login page never has it. It takes no pointer events and is hidden
 * from assistive technology.
 */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { getConfig } from '../../dataProvider/config';
import { LAYOUT } from '../theme';
import { useUserState } from './useSessionState';
import { localDate, watermarkImage, watermarkLines } from './watermarkImage';

export const Watermark = ({ left }: { left: number }) => {
  const { userInfo } = useUserState();
  const cnName = typeof userInfo?.cnName === 'string' ? userInfo.cnName : undefined;
  const loginName = typeof userInfo?.loginName === 'string' ? userInfo.loginName : undefined;
  // Read on each render of the layout (each navigation), so a screen left open overnight shows the new day.
  const day = localDate(new Date());
  const image = useMemo(() => watermarkImage(watermarkLines({ cnName, loginName }, day)), [cnName, loginName, day]);
  if (!getConfig().watermark || !userInfo) return null;
  return (
    <Box
      aria-hidden
      data-testid="watermark"
      sx={{
        position: 'fixed',
        top: LAYOUT.headerHeight,
        left,
        right: 0,
        bottom: 0,
        pointerEvents: 'none',
        // Above the page (sticky table headers, cards), below the header, the sidebar's pop-overs and dialogs.
        zIndex: 1050,
        backgroundImage: `url("${image}")`,
        backgroundRepeat: 'repeat',
      }}
    />
  );
};
