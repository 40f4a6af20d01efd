/**
 * download (menu 66): app downloads by time, platform, channel or version
 * (`dimension` in the address), with the download devices, the comparison, a
 * chart (a line over time, else the shares) and the export of the same rows.
 */
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslate } from 'react-admin';
import { STATISTICS_CALLS } from '../contract/callPaths';
import { PLATFORMS } from '../contract/definitions';
import { SearchChoices } from '../../../src/crud/list/SearchInput';
import { LazyChart } from '../../report/console/charts/LazyChart';
import { lineOption, pieOption } from '../../report/console/charts/chartOptions';
import { figureColumn, labelColumn } from './report/columns';
import { Definitions } from './report/Definitions';
import { GranularityToggle } from './report/GranularityToggle';
import { ReportExport } from './report/ReportExport';
import { ReportTable } from '../../report/console/ReportTable';
import { Section } from './report/Section';
import { StatLayout } from './StatLayout';
import { useStatView } from './useStatView';

const DIMENSIONS = ['date', 'platform', 'channel', 'appVersion'] as const;
type Dimension = (typeof DIMENSIONS)[number];
const BY_KEY = { field: 'key', order: 'ASC' } as const;

const DownloadPage = () => {
  const translate = useTranslate();
  const { view, body, params, setParams } = useStatView();
  const dimension: Dimension = (DIMENSIONS as readonly string[]).includes(params.get('dimension') ?? '') ? (params.get('dimension') as Dimension) : 'date';
  const platform = params.get('platform') ?? '';
  const compared = !!view.compare;
  const title = translate('statistics.download.title');
  const downloads = translate('statistics.figures.appDownloads');
  return (
    <StatLayout
      filters={
        <SearchChoices
          label={translate('statistics.infoLog.platform')}
          value={platform}
          onChange={(value) => setParams({ platform: value === undefined ? undefined : String(value) })}
          options={PLATFORMS.map((item) => ({ value: item.code, label: item.name }))}
          width={140}
        />
      }
    >
      <Section
        title={title}
        actions={
          <>
            {dimension === 'date' && <GranularityToggle />}
            <Tabs value={dimension} onChange={(_event, next: Dimension) => setParams({ dimension: next === 'date' ? undefined : next })} aria-label={translate('statistics.download.dimension')}>
              {DIMENSIONS.map((item) => (
                <Tab key={item} value={item} label={translate(`statistics.download.${item}`)} />
              ))}
            </Tabs>
          </>
        }
      >
        <ReportTable
          key={dimension}
          id={`download.${dimension}`}
          call={STATISTICS_CALLS.appDownList}
          filter={{ ...body, dimension, ...(platform ? { platform } : {}) }}
          sort={BY_KEY}
          paged={false}
          columns={[
            labelColumn(translate, 'name', { first: true, label: dimension === 'date' ? 'statistics.figures.period' : `statistics.download.${dimension}` }),
            figureColumn(translate, 'downloads', false, 'statistics.figures.appDownloads'),
            figureColumn(translate, 'devices', false),
            ...(compared ? [figureColumn(translate, 'compareDownloads', false), figureColumn(translate, 'downloadsChange', false)] : []),
          ]}
          chart={(rows) => (
            <LazyChart
              label={translate('report.chartOf', { name: title })}
              option={(theme) =>
                dimension === 'date'
                  ? lineOption(
                      rows,
                      'name',
                      [{ key: 'downloads', name: downloads }, ...(compared ? [{ key: 'compareDownloads', name: translate('statistics.figures.compareDownloads'), dashed: true }] : [])],
                      theme,
                    )
                  : pieOption(rows, 'name', 'downloads', theme, translate('report.otherSlice'))
              }
            />
          )}
          toolbar={<ReportExport exports={[{ call: STATISTICS_CALLS.appDownListExport, label: 'statistics.exports.plain' }]} fileName={title} />}
        />
      </Section>
      <Definitions keys={['appDownloads', 'appDownloadDevices', ...(compared ? (['change'] as const) : []), 'day']} />
    </StatLayout>
  );
};

export default DownloadPage;
