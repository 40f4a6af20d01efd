/**
 * 闯关明细 (barrier/detail?levelId=&appUserId=): the challenges of a level (from the barrier ranking) or of
 * one user (a name in the list), each with its attempt number, score and verdict.
 */
import { useTranslate, type RaRecord } from 'react-admin';
import { ABILITY_STATISTICS_CALLS as CALLS } from '../contract/statistics';
import { AbilitySearch, useRangeFields } from './AbilitySearch';
import { AbilityTable } from './AbilityTable';
import { DetailCard, detailToolbar } from './DetailHeading';
import { BARRIER_DETAIL } from './paths';
import { useAbilityParams } from './useAbilityParams';

const BarrierDetailPage = () => {
  const translate = useTranslate();
  const { filter, linkTo } = useAbilityParams();
  const range = useRangeFields();
  const fields = [
    ...range,
    ...(filter.appUserId ? [] : [{ name: 'userName' as const, kind: 'text' as const, label: translate('abilityStatistics.filters.userName') }]),
    {
      name: 'passed' as const,
      kind: 'choice' as const,
      label: translate('abilityStatistics.filters.passed'),
      options: [
        { value: '1', label: translate('abilityStatistics.choices.passed') },
        { value: '0', label: translate('abilityStatistics.choices.failed') },
      ],
    },
  ];
  const kept = ['levelId', 'appUserId', 'businessTypeId', ...fields.map((field) => field.name as string)];
  return (
    <DetailCard>
      <AbilityTable
        id="barrierDetail"
        table="userLevel"
        call={CALLS.userLevelList}
        exportCall="exportAbilityUserLevel"
        filter={Object.fromEntries(Object.entries(filter).filter(([name]) => kept.includes(name)))}
        sort={{ field: 'attemptedAt', order: 'DESC' }}
        links={filter.appUserId ? {} : { userName: (record: RaRecord) => linkTo(BARRIER_DETAIL, { appUserId: record.appUserId }) }}
        toolbar={detailToolbar(<AbilitySearch fields={fields} />)}
      />
    </DetailCard>
  );
};

export default BarrierDetailPage;
