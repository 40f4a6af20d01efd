/**
 * 皮肤详情 on a skin's edit page: its colours and pictures, a single record
 * per skin (resources/portal/skinDetail.ts) with a preview of the app's home
 * page in them. A skin never saved shows its initial colours.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SKIN_COLOR_FIELDS, SKIN_PICTURE_FIELDS, skinDetail, type SkinDetailValues } from '../../../resources/portal/skinDetail';
import { SingleRecordForm } from '../../../src/crud/single/SingleRecordForm';
import { ColorInput } from './ColorInput';
import { PictureInput } from './PictureInput';
import { SkinPreview } from './SkinPreview';

const SkinDetailInputs = ({ editable }: { editable: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const values = useWatch() as SkinDetailValues;
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 540, maxWidth: '100%' }}>
        {!record?.saved && <Alert severity="info">{translate('portal.skin.unsaved')}</Alert>}
        <Typography variant="body2" fontWeight={600}>
          {translate('portal.skin.colors')}
        </Typography>
        {SKIN_COLOR_FIELDS.map(({ name, label }) => (
          <ColorInput key={name} source={name} label={label} disabled={!editable} />
        ))}
        <Typography variant="body2" fontWeight={600}>
          {translate('portal.skin.pictures')}
        </Typography>
        {SKIN_PICTURE_FIELDS.map(({ name, label }) => (
          <PictureInput key={name} source={name} label={label} disabled={!editable} testId={`skin-picture-file-${name}`} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('portal.skin.preview')}
        </Typography>
        <SkinPreview values={values} />
      </Box>
    </Box>
  );
};

export const SkinDetailSection = ({ skinId }: { skinId: number }) => (
  <Box data-testid="skin-detail" sx={{ mt: 2 }}>
    <SingleRecordForm declaration={skinDetail} ownerId={skinId} title="portal.skin.detailTitle" hint="portal.skin.detailHint" saveLabel="portal.skin.save">
      {(editable) => <SkinDetailInputs editable={editable} />}
    </SingleRecordForm>
  </Box>
);
