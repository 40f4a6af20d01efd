/**
 * 能力统计 · 模块排名 (menu 42; the four tab routes statistics/{questionBank,study,barrier,assess}/module): the
 * ranking of the tab in the address, within the range and business type of the address, sorted and paged,
 * exported as shown; a row's name opens its detail (study → the user's records, barrier → the level's
 * challenges, assessment → its participation per institution; a business type → its learners). On the 团队考核
 * tab, holders of 新增 register an assessment (登记团队考核) and holders of 修改 edit one (编辑): the app only
 * takes part in the assessments registered here. The bars above a ranking chart the figure it ranks by
 * (docs/ability-statistics.md), so they fall from the first rank as the table does.
 */
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ABILITY_STATISTICS_CALLS as CALLS } from '../contract/statistics';
import { ASSESSMENT_EDIT_PATH, ASSESSMENT_RESOURCE } from '../contract/assessment';
import { useCan } from '../../../authProvider/useCan';
import { AbilitySearch, useRangeFields, type SearchField } from './AbilitySearch';
import { AbilityTable, type AbilityTableProps } from './AbilityTable';
import { AddressTabs } from './Tabs';
import { ASSESS_GROUP, BARRIER_DETAIL, rankingPath, RANKING_TABS, STUDY_DETAIL, tabOf, type RankingTab } from './paths';
import { useAbilityParams } from './useAbilityParams';

type Link = (record: RaRecord) => string;

/** The search inside the list: the business types come with the ranking's answer (a menu-42 holder may not read the types' calls). */
const RankingSearch = ({ extra }: { extra: SearchField[] }) => {
  const translate = useTranslate();
  const { meta } = useListContext();
  const types = ((meta as { businessTypes?: Array<{ id: number; name: string }> } | undefined)?.businessTypes ?? []).map((type) => ({ value: String(type.id), label: type.name }));
  const range = useRangeFields();
  return <AbilitySearch fields={[...range, { name: 'businessTypeId', kind: 'choice', label: translate('abilityStatistics.filters.businessType'), options: types }, ...extra]} />;
};

const RankingPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { filter, linkTo } = useAbilityParams();
  const tab = tabOf(pathname);
  const text = (name: 'userName' | 'institutionName'): SearchField => ({ name, kind: 'text', label: translate(`abilityStatistics.filters.${name}`) });
  const tables: Record<RankingTab, Pick<AbilityTableProps, 'table' | 'call' | 'exportCall' | 'links' | 'chart'> & { search?: SearchField[] }> = {
    questionBank: {
      table: 'question',
      call: CALLS.questionList,
      exportCall: 'exportAbilityQuestionStatistics',
      chart: { name: 'businessTypeName', value: 'answerCount' },
      links: { businessTypeName: ((record) => linkTo(rankingPath('study'), { businessTypeId: record.businessTypeId })) as Link },
    },
    study: {
      table: 'study',
      call: CALLS.studyList,
      exportCall: 'exportAbilityStudyStatistics',
      chart: { name: 'userName', value: 'studyMinutes' },
      links: { userName: ((record) => linkTo(STUDY_DETAIL, { appUserId: record.appUserId })) as Link },
      search: [text('userName'), text('institutionName')],
    },
    barrier: {
      table: 'level',
      call: CALLS.levelList,
      exportCall: 'exportAbilityLevelStatistics',
      links: { levelName: ((record) => linkTo(BARRIER_DETAIL, { levelId: record.levelId })) as Link },
      chart: { name: 'levelName', value: 'attemptCount' },
    },
    assess: {
      table: 'evaluation',
      call: CALLS.evaluationList,
      exportCall: 'exportAbilityEvaluationStatistics',
      chart: { name: 'title', value: 'participantCount' },
      links: { title: ((record) => linkTo(ASSESS_GROUP, { assessmentId: record.assessmentId })) as Link },
    },
  };
  const { search = [], ...table } = tables[tab];
  const searched = Object.fromEntries(Object.entries(filter).filter(([name]) => ['startDate', 'endDate', 'businessTypeId', ...search.map((field) => field.name)].includes(name)));
  // Team assessments are registered (新增) and edited (修改) by operators here; the app only takes part.
  const can = useCan(ASSESSMENT_RESOURCE);
  const assess = tab === 'assess';
  const register = assess && can.create && (
    <Button component={RouterLink} to={ASSESSMENT_EDIT_PATH} variant="contained" size="small" startIcon={<AddIcon />}>
      {translate('abilityStatistics.register')}
    </Button>
  );
  const actions =
    assess && can.edit
      ? (record: RaRecord) => (
          <Button component={RouterLink} to={`${ASSESSMENT_EDIT_PATH}?id=${record.assessmentId}`} size="small" aria-label={translate('abilityStatistics.editOf', { name: record.title })}>
            {translate('abilityStatistics.edit')}
          </Button>
        )
      : undefined;
  return (
    <Card>
      <CardContent>
        <AddressTabs label="abilityStatistics.tabs.label" tabs={RANKING_TABS.map((name) => ({ path: rankingPath(name), label: `abilityStatistics.tabs.${name}` }))} />
        <AbilityTable
          key={tab}
          id={`ranking.${tab}`}
          {...table}
          filter={searched}
          sort={{ field: 'rank', order: 'ASC' }}
          actions={actions}
          toolbar={
            <>
              <RankingSearch extra={search} />
              {register}
            </>
          }
        />
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('abilityStatistics.passScore')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};

export default RankingPage;
