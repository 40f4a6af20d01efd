/**
 * 团队考核参与明细统计 (assess: group and stuff, tabs kept in the address with the assessment): every member
 * institution with its staff, participants, rate, average score and passes — those that did not take part
 * listed too — and the people who took part; an institution opens its people, a person their answers. Each
 * table charts its key figure (participation rate, score) for the rows shown, as the statistics pages do.
 */
import { useLocation } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslate, type RaRecord } from 'react-admin';
import { ABILITY_STATISTICS_CALLS as CALLS } from '../contract/statistics';
import { AbilitySearch, useRangeFields } from './AbilitySearch';
import { AbilityTable } from './AbilityTable';
import { DetailHeading, MissingRow } from './DetailHeading';
import { ASSESS_DETAIL, ASSESS_GROUP, ASSESS_STUFF } from './paths';
import { AddressTabs } from './Tabs';
import { useAbilityParams } from './useAbilityParams';

const AssessPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { filter, linkTo } = useAbilityParams();
  const range = useRangeFields();
  const assessmentId = filter.assessmentId;
  const group = pathname.startsWith(ASSESS_GROUP);
  const choice = (name: 'passed' | 'participated', yes: string, no: string) => ({
    name,
    kind: 'choice' as const,
    label: translate(`abilityStatistics.filters.${name}`),
    options: [
      { value: '1', label: translate(`abilityStatistics.choices.${yes}`) },
      { value: '0', label: translate(`abilityStatistics.choices.${no}`) },
    ],
  });
  const text = (name: 'userName' | 'institutionName') => ({ name, kind: 'text' as const, label: translate(`abilityStatistics.filters.${name}`) });
  const fields = group ? [...range, text('institutionName'), choice('participated', 'joined', 'absent')] : [...range, text('userName'), text('institutionName'), choice('passed', 'passed', 'failed')];
  const names = fields.map((field) => field.name as string);
  const searched = Object.fromEntries(Object.entries(filter).filter(([name]) => name === 'assessmentId' || names.includes(name)));
  return (
    <Card>
      <CardContent>
        <AddressTabs
          label="abilityStatistics.assessTabs.label"
          tabs={[
            { path: ASSESS_GROUP, label: 'abilityStatistics.assessTabs.group', extra: { assessmentId } },
            { path: ASSESS_STUFF, label: 'abilityStatistics.assessTabs.stuff', extra: { assessmentId } },
          ]}
        />
        {!assessmentId ? (
          <MissingRow missing="assessment" />
        ) : (
          <AbilityTable
            key={group ? 'group' : 'stuff'}
            filter={searched}
            toolbar={
              <>
                <DetailHeading />
                <AbilitySearch fields={fields} />
              </>
            }
            {...(group
              ? {
                  id: 'assessGroup',
                  table: 'com',
                  call: CALLS.comList,
                  exportCall: 'exportAbilityEvaluationCompanies',
                  sort: { field: 'participantCount', order: 'DESC' },
                  chart: { name: 'institutionName', value: 'participationRate' },
                  links: { institutionName: (record: RaRecord) => (record.participantCount ? linkTo(ASSESS_STUFF, { assessmentId, institutionName: record.institutionName }) : null) },
                }
              : {
                  id: 'assessStuff',
                  table: 'userEvaluation',
                  call: CALLS.userEvaluationList,
                  exportCall: 'exportAbilityEvaluationUsers',
                  sort: { field: 'score', order: 'DESC' },
                  chart: { name: 'userName', value: 'score' },
                  links: { userName: (record: RaRecord) => linkTo(ASSESS_DETAIL, { assessmentId, appUserId: record.appUserId }) },
                })}
          />
        )}
      </CardContent>
    </Card>
  );
};

export default AssessPage;
