/** 用户学习记录 (study/detail?appUserId=): one user's answered study questions, newest first, within the range and business type. */
import { ABILITY_STATISTICS_CALLS as CALLS } from '../contract/statistics';
import { AbilitySearch, useRangeFields } from './AbilitySearch';
import { AbilityTable } from './AbilityTable';
import { DetailCard, detailToolbar } from './DetailHeading';
import { useAbilityParams } from './useAbilityParams';

const StudyDetailPage = () => {
  const { filter } = useAbilityParams();
  const range = useRangeFields();
  const { appUserId, startDate, endDate, businessTypeId } = filter;
  return (
    <DetailCard missing={!appUserId && 'user'}>
      <AbilityTable
        id="studyDetail"
        table="userStudy"
        call={CALLS.userStudyList}
        exportCall="exportAbilityUserStudy"
        filter={Object.fromEntries(Object.entries({ appUserId, startDate, endDate, businessTypeId }).filter(([, value]) => value))}
        sort={{ field: 'answeredAt', order: 'DESC' }}
        toolbar={detailToolbar(<AbilitySearch fields={range} />)}
      />
    </DetailCard>
  );
};

export default StudyDetailPage;
