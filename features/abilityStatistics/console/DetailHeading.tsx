/** The pieces of a detail page: its card, what its table is about (the assessment and/or the user drilled into). */
import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';

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

/** A detail opened without the row it needs (an address typed by hand): the way back is the ranking. */
export const MissingRow = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {translate(message)}
    </Typography>
  );
};

/** A detail page's card: its table, or what is missing when the address names no row (`missing`). */
export const DetailCard = ({ missing, children }: { missing?: string | false; children: ReactNode }) => (
  <Card>
    <CardContent>{missing ? <MissingRow message={missing} /> : children}</CardContent>
  </Card>
);

/** A detail table's toolbar: what the table is about, then the page's own controls. */
export const detailToolbar = (controls: ReactNode) => (
  <>
    <DetailHeading />
    {controls}
  </>
);
