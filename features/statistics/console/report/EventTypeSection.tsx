/** Counts by event type (getAllTypeList: 浏览, 点击, 分享, 下载, 搜索) of the range, with the comparison. */
import { useTranslate } from 'react-admin';
import { STATISTICS_CALLS } from '../../contract/callPaths';
import { useStatView } from '../useStatView';
import { figureColumn, labelColumn } from './columns';
import { ReportTable } from '../../../report/console/ReportTable';
import { Section } from './Section';

const AS_ANSWERED = { field: 'eventType', order: 'ASC' } as const;

export const EventTypeSection = () => {
  const translate = useTranslate();
  const { view, body } = useStatView();
  return (
    <Section title={translate('statistics.kpi.eventTypes')}>
      <ReportTable
        id="kpiNew.eventTypes"
        call={STATISTICS_CALLS.allTypeList}
        filter={body}
        sort={AS_ANSWERED}
        paged={false}
        totals={false}
        columns={[
          labelColumn(translate, 'eventTypeName', { first: true, label: 'statistics.columns.eventType' }),
          figureColumn(translate, 'count', false, 'statistics.columns.count'),
          ...(view.compare ? [figureColumn(translate, 'compareCount', false, 'statistics.figures.compareValue'), figureColumn(translate, 'change', false)] : []),
        ]}
      />
    </Section>
  );
};
