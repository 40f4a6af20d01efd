/** A phone's home page in a skin's colours and pictures (the preview beside its detail). */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { isSkinColor, type SkinDetailValues } from '../../../resources/portal/skinDetail';

/** The tabs the skin does not colour: the app's grey, darkened to body-text contrast on the light tab bar (WCAG 1.4.3). */
const INACTIVE_TAB = '#606266';

export const SkinPreview = ({ values }: { values: SkinDetailValues }) => {
  const translate = useTranslate();
  const color = (value: string, fallback: string) => (isSkinColor(value) ? value : fallback);
  return (
    <Box
      aria-label={translate('portal.skin.preview')}
      role="img"
      sx={{ width: 180, height: 320, border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', display: 'flex', flexDirection: 'column', bgcolor: '#f5f7fa', flexShrink: 0 }}
    >
      <Box
        sx={{
          height: 72,
          bgcolor: color(values.navBarColor, '#1F5EAE'),
          color: color(values.navTextColor, '#FFFFFF'),
          backgroundImage: values.headerImage ? `url("${values.headerImage.url}")` : undefined,
          backgroundSize: 'cover',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'center',
          pb: 1,
          fontWeight: 600,
        }}
      >
        {translate('portal.skin.previewTitle')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, p: 1.5 }}>
        {[0, 1, 2, 3].map((index) => (
          <Box key={index} sx={{ width: 30, height: 30, borderRadius: 1.5, bgcolor: color(values.themeColor, '#1F5EAE'), opacity: 0.85 }} />
        ))}
      </Box>
      <Box sx={{ flex: 1 }} />
      <Box
        sx={{
          height: 44,
          bgcolor: color(values.tabBarColor, '#FFFFFF'),
          backgroundImage: values.tabBarImage ? `url("${values.tabBarImage.url}")` : undefined,
          backgroundSize: 'cover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-around',
          fontSize: 12,
        }}
      >
        {[0, 1, 2, 3].map((index) => (
          <Box key={index} component="span" sx={{ color: index === 0 ? color(values.tabActiveColor, '#1F5EAE') : INACTIVE_TAB }}>
            {translate('portal.skin.previewTab')}
          </Box>
        ))}
      </Box>
    </Box>
  );
};
