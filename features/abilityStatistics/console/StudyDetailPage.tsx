/** 用户学习记录 (study/detail?appUserId=): one user's answered study questions, newest first, within the range and business type. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { ABILITY_STATISTICS_CALLS as CALLS } from '../../../resources/ability/abilityStatistics';
import { AbilitySearch, useRangeFields } from './AbilitySearch';
import { AbilityTable } from './AbilityTable';
import { DetailHeading, MissingRow } from './DetailHeading';
import { useAbilityParams } from './useAbilityParams';

const StudyDetailPage = () => {
  const { filter } = useAbilityParams();
  const range = useRangeFields();
  const { appUserId, startDate, endDate, businessTypeId } = filter;
  return (
    <Card>
      <CardContent>
        {!appUserId ? (
          <MissingRow message="abilityStatistics.noUser" />
        ) : (
          <AbilityTable
            id="studyDetail"
            table="userStudy"
            call={CALLS.userStudyList}
            exportCall="exportAbilityUserStudy"
            filter={Object.fromEntries(Object.entries({ appUserId, startDate, endDate, businessTypeId }).filter(([, value]) => value))}
            sort={{ field: 'answeredAt', order: 'DESC' }}
            toolbar={
              <>
                <DetailHeading />
                <AbilitySearch fields={range} />
              </>
            }
          />
        )}
      </CardContent>
    </Card>
  );
};

export default StudyDetailPage;
