/**
 * 团队考核明细 (assess/detail?assessmentId=&appUserId=): the assessment's questions in order with how many
 * answered each and the share right; with a person, their answer and verdict per question.
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ABILITY_STATISTICS_CALLS as CALLS } from '../../../resources/ability/abilityStatistics';
import { AbilityTable } from './AbilityTable';
import { DetailHeading, MissingRow } from './DetailHeading';
import { ASSESS_DETAIL } from './paths';
import { useAbilityParams } from './useAbilityParams';

const AssessDetailPage = () => {
  const translate = useTranslate();
  const { filter, linkTo } = useAbilityParams();
  const { assessmentId, appUserId } = filter;
  return (
    <Card>
      <CardContent>
        {!assessmentId ? (
          <MissingRow message="abilityStatistics.noAssessment" />
        ) : (
          <AbilityTable
            id="assessDetail"
            table="evaluationQuestion"
            call={CALLS.evaluationQuestions}
            filter={{ assessmentId, ...(appUserId ? { appUserId } : {}) }}
            sort={{ field: 'orderNo', order: 'ASC' }}
            hidden={appUserId ? [] : ['userAnswer', 'correct']}
            toolbar={
              <>
                <DetailHeading />
                {appUserId && (
                  <Button component={RouterLink} to={linkTo(ASSESS_DETAIL, { assessmentId })} size="small" variant="outlined">
                    {translate('abilityStatistics.showAll')}
                  </Button>
                )}
              </>
            }
          />
        )}
      </CardContent>
    </Card>
  );
};

export default AssessDetailPage;
