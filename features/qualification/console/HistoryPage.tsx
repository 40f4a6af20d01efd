/**
 * 资格查询历史记录 (/business/qualificationHistory; qua/queryHistoryRecord): every change imports made to the
 * register, newest first: of one person (`certificateId`, from the query's 历史记录: all their
 * certificates), of one import (`batchId`, from the import records), or searched by name and certificate
 * number. Each change names its import, so any answer of the public query can be explained later.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { QUA_HISTORY_RESOURCE } from '../contract/calls';
import type { HistoryEntry } from '../contract/calls';
import { changeLines } from '../contract/changeLines';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { listStoreKey } from '../../../src/crud/list/listParams';
import { ListTable } from '../../../src/crud/list/ListTable';
import { CallExportButton } from '../../../src/crud/list/CallExportButton';
import { QuaSearchForm } from './QuaSearchForm';

/** The fields a change set (features/qualification/contract/changeLines.ts). */
const ChangeText = ({ entry }: { entry: HistoryEntry }) => {
  const translate = useTranslate();
  const lines = changeLines(entry.before, entry.after, (field) => translate(`qualification.fields.${field}`));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', fontSize: 13 }}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Box>
  );
};

const HistoryTable = () => {
  const translate = useTranslate();
  const row = (record: RaRecord) => record as unknown as HistoryEntry;
  const label = (name: string) => translate(`qualification.fields.${name}`);
  return (
    <ListTable
      columns={[
        { key: 'createdAt', label: label('createdAt'), render: (record) => row(record).createdAt },
        {
          key: 'change',
          label: label('change'),
          render: (record) => <Chip size="small" color={row(record).change === 1 ? 'success' : 'info'} label={translate(`qualification.change.${row(record).change}`)} />,
        },
        { key: 'name', label: label('name'), render: (record) => row(record).name },
        { key: 'idCard', label: label('idCard'), render: (record) => row(record).idCard },
        { key: 'certNo', label: label('certNo'), render: (record) => row(record).certNo },
        { key: 'changes', label: label('changes'), render: (record) => <ChangeText entry={row(record)} /> },
        { key: 'batch', label: label('batch'), render: (record) => `#${row(record).batchId} ${row(record).fileName}` },
        { key: 'appliedBy', label: label('checkedBy'), render: (record) => row(record).appliedBy },
      ]}
    />
  );
};

/** Who or which import the list is about, from its first row. */
const Heading = ({ scope }: { scope: 'person' | 'batch' | 'all' }) => {
  const translate = useTranslate();
  const { data } = useListContext();
  const first = data?.[0] as unknown as HistoryEntry | undefined;
  // A person's or an import's line waits for its first row (it names them); until then it stays empty.
  const text =
    scope === 'all'
      ? translate('qualification.history.all')
      : !first
        ? ''
        : scope === 'person'
          ? translate('qualification.history.person', { name: first.name, idCard: first.idCard })
          : translate('qualification.history.batch', { id: first.batchId });
  return (
    // The title bar has the page's 返回 (a hidden route's back button): one is enough.
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <CallExportButton call="quaExportHistory" />
      <Box component="span" sx={{ fontSize: 14, fontWeight: 600 }} data-testid="qua-history-scope">
        {text}
      </Box>
    </Box>
  );
};

const HistoryPage = () => {
  const [params] = useSearchParams();
  const certificateId = params.get('certificateId') ?? '';
  const batchId = params.get('batchId') ?? '';
  const scope = certificateId ? 'person' : batchId ? 'batch' : 'all';
  const filter = certificateId ? { certificateId } : batchId ? { batchId } : undefined;
  return (
    <BespokeList
      key={`${certificateId}-${batchId}`}
      resource={QUA_HISTORY_RESOURCE}
      storeKey={`${listStoreKey(QUA_HISTORY_RESOURCE)}.${scope}`}
      address={{ filters: { name: 'text', certNo: 'text' } }}
      filter={filter}
      search={
        <QuaSearchForm
          texts={[
            { name: 'name', label: 'qualification.fields.name', width: 160 },
            { name: 'certNo', label: 'qualification.fields.certNo' },
          ]}
        />
      }
      buttons={<Heading scope={scope} />}
      table={<HistoryTable />}
    />
  );
};

export default HistoryPage;
