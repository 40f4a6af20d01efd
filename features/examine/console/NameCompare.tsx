/** The old and new names side by side, the characters dropped struck through and the ones added underlined. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { nameDiff, type DiffPart } from './nameDiff';

/**
 * Dark text on a pale ground (8:1 and 7:1, WCAG 1.4.3) with a thick line in the text's colour, so the strike and the
 * underline show on the coloured ground and do not rest on colour alone.
 */
const MARK = { px: 0.25, borderRadius: 0.5, textDecorationThickness: '2px', textDecorationColor: 'currentColor' } as const;
const REMOVED = { ...MARK, color: '#8a1c1c', bgcolor: '#fdecea', textDecorationLine: 'line-through' } as const;
const ADDED = { ...MARK, color: '#1b5e20', bgcolor: '#e8f5e9', textDecorationLine: 'underline' } as const;

const Parts = ({ parts, kind }: { parts: DiffPart[]; kind: 'removed' | 'added' }) => (
  <>
    {parts.map((part, index) =>
      !part.changed ? (
        <span key={index}>{part.text}</span>
      ) : kind === 'removed' ? (
        <Box component="del" key={index} data-diff="removed" sx={REMOVED}>
          {part.text}
        </Box>
      ) : (
        <Box component="ins" key={index} data-diff="added" sx={ADDED}>
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
