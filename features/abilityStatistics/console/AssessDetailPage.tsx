/**
 * 团队考核明细 (assess/detail?assessmentId=&appUserId=): the assessment's questions in order with how many
 * answered each and the share right; with a person, their answer and verdict per question.
 */
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ABILITY_STATISTICS_CALLS as CALLS } from '../contract/statistics';
import { AbilityTable } from './AbilityTable';
import { DetailCard, detailToolbar } from './DetailHeading';
import { ASSESS_DETAIL } from './paths';
import { useAbilityParams } from './useAbilityParams';

const AssessDetailPage = () => {
  const translate = useTranslate();
  const { filter, linkTo } = useAbilityParams();
  const { assessmentId, appUserId } = filter;
  return (
    <DetailCard missing={!assessmentId && 'assessment'}>
      <AbilityTable
        id="assessDetail"
        table="evaluationQuestion"
        call={CALLS.evaluationQuestions}
        filter={{ assessmentId, ...(appUserId ? { appUserId } : {}) }}
        sort={{ field: 'orderNo', order: 'ASC' }}
        hidden={appUserId ? [] : ['userAnswer', 'correct']}
        toolbar={detailToolbar(
          appUserId && (
            <Button component={RouterLink} to={linkTo(ASSESS_DETAIL, { assessmentId })} size="small" variant="outlined">
              {translate('abilityStatistics.showAll')}
            </Button>
          ),
        )}
      />
    </DetailCard>
  );
};

export default AssessDetailPage;
