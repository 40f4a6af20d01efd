/**
 * One question's results: for choices and scores a table of counts and shares with a chart (LazyChart: a
 * pie for a single choice, bars otherwise), for a matrix a table per row, for texts the newest answers.
 * The table is the chart's text alternative.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PlainTable } from '../../../../src/crud/list/PlainTable';
import { LazyChart } from '../../../report/console/charts/LazyChart';
import { barOption, pieOption } from '../../../report/console/charts/chartOptions';
import type { ChoiceCount, QuestionResult } from '../../contract/calls';
import { beijing, percent } from '../format';

const CountTable = ({ rows, first }: { rows: ChoiceCount[]; first: string }) => {
  const translate = useTranslate();
  return (
    <PlainTable
      data={rows.map((row) => ({ ...row, id: row.key }))}
      columns={[
        { key: 'label', label: first, render: (row) => String(row.label) },
        { key: 'count', label: translate('questionnaire.detail.count'), render: (row) => Number(row.count) },
        { key: 'share', label: translate('questionnaire.detail.share'), render: (row) => percent(Number(row.share)) },
      ]}
    />
  );
};

const Chart = ({ rows, label, pie }: { rows: ChoiceCount[]; label: string; pie: boolean }) => {
  const translate = useTranslate();
  const data = rows.map((row) => ({ name: row.label, count: row.count }));
  return (
    <LazyChart
      label={label}
      height={240}
      option={(theme) =>
        pie ? pieOption(data, 'name', 'count', theme, translate('report.otherSlice'), 10) : barOption(data, 'name', [{ key: 'count', name: translate('questionnaire.detail.count') }], theme)
      }
    />
  );
};

export const QuestionResultCard = ({ result, n }: { result: QuestionResult; n: number }) => {
  const translate = useTranslate();
  const chartLabel = translate('questionnaire.detail.chart', { n, title: result.title });
  const scores: ChoiceCount[] | undefined = result.scores?.map((score) => ({
    key: String(score.score),
    label: translate('questionnaire.detail.score', { score: score.score }),
    count: score.count,
    share: score.share,
  }));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`${n}. ${result.title}`} data-testid="question-result">
      <Typography sx={{ fontWeight: 600 }}>
        {n}. {result.title}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          [{result.kindName}] {translate('questionnaire.detail.answeredQuestion', { count: result.answered })}
        </Typography>
      </Typography>
      {result.options && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 1 }}>
          <CountTable rows={result.options} first={translate('questionnaire.detail.option')} />
          <Chart rows={result.options} label={chartLabel} pie={result.kind === 'single'} />
        </Box>
      )}
      {scores && (
        <>
          <Typography variant="body2">{translate('questionnaire.detail.average', { value: result.average === null || result.average === undefined ? '—' : result.average.toFixed(2) })}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 1 }}>
            <CountTable rows={scores} first={translate('questionnaire.detail.option')} />
            <Chart rows={scores} label={chartLabel} pie={false} />
          </Box>
        </>
      )}
      {result.rows?.map((row) => (
        <Box key={row.key} sx={{ mt: 1 }}>
          <Typography variant="body2">
            {row.label}（{translate('questionnaire.detail.answeredQuestion', { count: row.answered })}）
          </Typography>
          <CountTable rows={row.columns} first={translate('questionnaire.detail.option')} />
        </Box>
      ))}
      {result.latestTexts && result.latestTexts.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('questionnaire.detail.noTexts')}
        </Typography>
      )}
      {result.latestTexts && result.latestTexts.length > 0 && (
        <Box component="ul" sx={{ pl: 2, mt: 1 }} aria-label={translate('questionnaire.detail.texts')}>
          {result.latestTexts.map((text, index) => (
            <li key={index}>
              <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {text.text}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {beijing(text.submittedAt)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
};
