/** The old and new names side by side, the characters dropped struck through and the ones added underlined. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { nameDiff, type DiffPart } from './nameDiff';

const Parts = ({ parts, kind }: { parts: DiffPart[]; kind: 'removed' | 'added' }) => (
  <>
    {parts.map((part, index) =>
      !part.changed ? (
        <span key={index}>{part.text}</span>
      ) : kind === 'removed' ? (
        <Box component="del" key={index} data-diff="removed" sx={{ color: 'error.main', bgcolor: '#fdecea' }}>
          {part.text}
        </Box>
      ) : (
        <Box component="ins" key={index} data-diff="added" sx={{ color: 'success.dark', bgcolor: '#e8f5e9' }}>
          {part.text}
        </Box>
      ),
    )}
  </>
);

const Side = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper variant="outlined" sx={{ flex: '1 1 260px', p: 2 }} component="section" aria-label={title}>
    <Typography variant="caption" color="text.secondary" component="h4">
      {title}
    </Typography>
    <Typography sx={{ fontSize: 18, mt: 0.5, wordBreak: 'break-all' }}>{children}</Typography>
  </Paper>
);

export const NameCompare = ({ before, after }: { before: string; after: string }) => {
  const translate = useTranslate();
  const diff = nameDiff(before, after);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Side title={translate('examine.audit.before')}>
          <Parts parts={diff.before} kind="removed" />
        </Side>
        <Side title={translate('examine.audit.after')}>
          <Parts parts={diff.after} kind="added" />
        </Side>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate(before === after ? 'examine.audit.same' : 'examine.audit.diffHint')}
      </Typography>
    </Box>
  );
};
