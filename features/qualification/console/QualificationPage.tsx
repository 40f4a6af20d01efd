/**
 * 资格查询 (/business/qualificationt, menu 53; docs/qualification.md): the register searched by name,
 * certificate number and institution (kept in the address), ID numbers masked by the server; 历史记录 opens
 * a person's history (qualificationHistory). With the 'add' unit: 导入资格数据 (dry run, then confirm) and
 * 下载模板; 导出 saves the search's rows as a workbook; 导入记录 opens the import records; 数据来源 (with 'modify') edits the data-origin setting.
 */
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../../authProvider/useCan';
import { QUA_CERT_RESOURCE } from '../contract/calls';
import type { Certificate } from '../contract/calls';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { ListTable } from '../../../src/crud/list/ListTable';
import { CallExportButton } from '../../../src/crud/list/CallExportButton';
import { EMPTY_CELL } from '../../../src/crud/list/cellValue';
import { useCallMutation, useCallQuery } from '../../../src/crud/useCall';
import { QuaSearchForm } from './QuaSearchForm';
import { HISTORY_PATH, RECORDS_PATH } from './paths';

const ImportDialog = lazy(() => import('./ImportDialog'));
const OriginDialog = lazy(() => import('./OriginDialog'));

const FILTERS = { name: 'text', certNo: 'text', institution: 'text' } as const;
const COLUMNS = ['name', 'idCard', 'certNo', 'category', 'institution', 'obtainedOn', 'updatedAt'] as const;
const ONE_LINE = new Set<string>(['obtainedOn', 'updatedAt']);

const CertificateTable = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const row = (record: RaRecord) => record as unknown as Certificate;
  return (
    <ListTable
      columns={[
        ...COLUMNS.map((key) => ({
          key,
          label: translate(`qualification.fields.${key}`),
          // A date or time stays on one line (2013-12-06, not 2013-12- over 06); the names and institutions wrap instead.
          render: (record: RaRecord) =>
            ONE_LINE.has(key) ? (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {row(record)[key] || EMPTY_CELL}
              </Box>
            ) : (
              row(record)[key] || EMPTY_CELL
            ),
        })),
        {
          key: 'actions',
          label: translate('qualification.fields.actions'),
          render: (record) => (
            <Button size="small" onClick={() => navigate(`${HISTORY_PATH}?certificateId=${row(record).id}`)} aria-label={`${row(record).name}的${translate('qualification.query.history')}`}>
              {translate('qualification.query.history')}
            </Button>
          ),
        },
      ]}
    />
  );
};

const OriginLine = () => {
  const translate = useTranslate();
  const { data } = useCallQuery('quaDataOrigin', undefined);
  if (!data?.origin) return null;
  return (
    <Typography sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="qua-origin">
      {translate('qualification.query.originLine', { origin: data.origin })}
      {data.note ? `（${data.note}）` : ''}
    </Typography>
  );
};

const Toolbar = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const can = useCan(QUA_CERT_RESOURCE);
  const template = useCallMutation('quaTemplate');
  const [open, setOpen] = useState<'import' | 'origin' | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {can.create && (
        <>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setOpen('import')}>
            {translate('qualification.query.import')}
          </Button>
          <Button variant="outlined" onClick={() => template.mutate()}>
            {translate('qualification.query.template')}
          </Button>
        </>
      )}
      <CallExportButton call="quaExportCertificates" />
      <Button variant="outlined" onClick={() => navigate(RECORDS_PATH)}>
        {translate('qualification.query.records')}
      </Button>
      {can.edit && (
        <Button variant="outlined" onClick={() => setOpen('origin')}>
          {translate('qualification.query.origin')}
        </Button>
      )}
      <OriginLine />
      <Suspense fallback={null}>
        {open === 'import' && <ImportDialog onClose={() => setOpen(null)} onImported={refresh} />}
        {open === 'origin' && <OriginDialog onClose={() => setOpen(null)} />}
      </Suspense>
    </Box>
  );
};

const QualificationPage = () => (
  <BespokeList
    resource={QUA_CERT_RESOURCE}
    address={{ filters: FILTERS }}
    search={
      <QuaSearchForm
        texts={[
          { name: 'name', label: 'qualification.fields.name', width: 160 },
          { name: 'certNo', label: 'qualification.fields.certNo' },
          { name: 'institution', label: 'qualification.fields.institution', width: 240 },
        ]}
      />
    }
    buttons={<Toolbar />}
    table={<CertificateTable />}
  />
);

export default QualificationPage;
