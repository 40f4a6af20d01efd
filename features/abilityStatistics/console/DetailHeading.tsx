/** The pieces of a detail page: its card, what its table is about (the assessment and/or the user drilled into). */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { rankingPath, type RankingTab } from './paths';

interface DetailMeta {
  assessment?: { title: string; questionCount: number };
  user?: { userName: string; institutionName: string | null };
}

export const DetailHeading = () => {
  const translate = useTranslate();
  const { meta } = useListContext();
  const { assessment, user } = (meta ?? {}) as DetailMeta;
  if (!assessment && !user) return null;
  return (
    <Typography component="h2" variant="subtitle1" sx={{ width: '100%', fontWeight: 600 }}>
      {[
        assessment && translate('abilityStatistics.assessment', { title: assessment.title, count: assessment.questionCount }),
        user && translate('abilityStatistics.user', { userName: user.userName, institutionName: user.institutionName ?? '—' }),
      ]
        .filter(Boolean)
        .join('　')}
    </Typography>
  );
};

/** What a detail needs from its address, what it says without it, and the ranking where it is chosen. */
const MISSING = {
  assessment: { message: 'abilityStatistics.noAssessment', tab: 'assess' },
  user: { message: 'abilityStatistics.noUser', tab: 'study' },
} as const satisfies Record<string, { message: string; tab: RankingTab }>;

export type MissingKind = keyof typeof MISSING;

/** A detail opened without the row it needs (an address typed by hand): what to do, and a link to the ranking where it is chosen. */
export const MissingRow = ({ missing }: { missing: MissingKind }) => {
  const translate = useTranslate();
  const { message, tab } = MISSING[missing];
  return (
    <Box role="status" sx={{ py: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Typography color="text.secondary">{translate(message)}</Typography>
      <Button component={RouterLink} to={rankingPath(tab)} variant="outlined" size="small">
        {translate('abilityStatistics.toRanking', { name: translate(`abilityStatistics.tabs.${tab}`) })}
      </Button>
    </Box>
  );
};

/** A detail page's card: its table, or what is missing when the address names no row (`missing`). */
export const DetailCard = ({ missing, children }: { missing?: MissingKind | false; children: ReactNode }) => (
  <Card>
    <CardContent>{missing ? <MissingRow missing={missing} /> : children}</CardContent>
  </Card>
);

/** A detail table's toolbar: what the table is about, then the page's own controls. */
export const detailToolbar = (controls: ReactNode) => (
  <>
    <DetailHeading />
    {controls}
  </>
);
