/**
 * infoLog: the disclosure query log (who queried which institution's
 * disclosures, when, from which platform), newest first, searched by
 * institution, user and platform within the shared range (all in the
 * address), paged, and exported as shown.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { useGetList, useTranslate } from 'react-admin';
import { REPORT_RESOURCE } from '../../../dataProvider/reports';
import { STATISTICS_CALLS } from '../contract/callPaths';
import { SearchButtons } from '../../../src/crud/list/SearchButtons';
import { SearchChoices, SearchText } from '../../../src/crud/list/SearchInput';
import { labelColumn } from './report/columns';
import { Definitions } from './report/Definitions';
import { ReportExport } from './report/ReportExport';
import { ReportTable } from '../../report/console/ReportTable';
import { Section } from './report/Section';
import { StatLayout } from './StatLayout';
import { useStatView } from './useStatView';

const SEARCHED = ['institutionName', 'userName', 'platform'] as const;
type Searched = Record<(typeof SEARCHED)[number], string>;
const NEWEST_FIRST = { field: 'occurredAt', order: 'DESC' } as const;
const COLUMNS = ['occurredAt', 'userName', 'institutionName', 'disclosureTitle', 'keyword', 'platformName'] as const;

/** The platforms to choose, as the older log page read them (infornation/publish/queryScreenList). */
const usePlatformChoices = () => {
  const { meta } = useGetList(REPORT_RESOURCE, { meta: { report: STATISTICS_CALLS.oldScreenList } });
  const platforms = (meta as { platforms?: Array<{ code: string; name: string }> } | undefined)?.platforms ?? [];
  return platforms.map((item) => ({ value: item.code, label: item.name }));
};

const LogSearch = () => {
  const translate = useTranslate();
  const platforms = usePlatformChoices();
  const { params, setParams } = useStatView();
  const current = Object.fromEntries(SEARCHED.map((name) => [name, params.get(name) ?? ''])) as Searched;
  const key = JSON.stringify(current);
  const [values, setValues] = useState(current);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is `current` by value: the typed values follow the address, not each render
  useEffect(() => setValues(current), [key]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ institutionName: values.institutionName.trim(), userName: values.userName.trim(), platform: values.platform });
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <SearchText
        label={translate('statistics.infoLog.institutionName')}
        value={values.institutionName}
        onChange={(institutionName) => setValues((old) => ({ ...old, institutionName }))}
        width={200}
      />
      <SearchText label={translate('statistics.infoLog.userName')} value={values.userName} onChange={(userName) => setValues((old) => ({ ...old, userName }))} width={160} />
      <SearchChoices
        label={translate('statistics.infoLog.platform')}
        value={values.platform}
        onChange={(platform) => setValues((old) => ({ ...old, platform: platform === undefined ? '' : String(platform) }))}
        options={platforms}
        width={140}
      />
      <SearchButtons onReset={() => setParams({ institutionName: undefined, userName: undefined, platform: undefined })} />
    </Box>
  );
};

const InfoLogPage = () => {
  const translate = useTranslate();
  const { body, params } = useStatView();
  const searched = Object.fromEntries(SEARCHED.map((name) => [name, params.get(name) ?? '']).filter(([, value]) => value));
  const title = translate('statistics.infoLog.title');
  return (
    <StatLayout>
      <Section title={title}>
        <ReportTable
          id="infoLog"
          call={STATISTICS_CALLS.publishLog}
          filter={{ ...body, ...searched }}
          sort={NEWEST_FIRST}
          pageInAddress
          totals={false}
          columns={COLUMNS.map((key, index) => labelColumn(translate, key, { first: index === 0, label: `statistics.columns.${key === 'platformName' ? 'platform' : key}` }))}
          toolbar={
            <>
              <LogSearch />
              <ReportExport exports={[{ call: STATISTICS_CALLS.publishLogExport, label: 'statistics.exports.plain' }]} fileName={title} />
            </>
          }
        />
      </Section>
      <Definitions keys={['disclosureQueries', 'day']} />
    </StatLayout>
  );
};

export default InfoLogPage;
