/**
 * 导入能力题目: 下载模板 (exportQuestionMouldExcel), the file (.xlsx, at most
 * 5 MB), 开始导入 -> addBatchQuestionManageData, then the report: 成功N行，
 * 失败M行 and each failed row's number and reason. A file refused as a whole
 * shows the server's text here and stays chosen. The list reloads after an
 * import that added rows.
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslate } from 'react-admin';
import { ExcelImportDialog, importTextsUnder } from '../../../src/crud/import/ExcelImportDialog';
import { FAILED_ROWS_ID, ImportReportFrame } from '../../../src/crud/import/ImportReportFrame';
import type { ImportReport } from '../contract/calls';
import { useCallMutation } from '../../../src/crud/useCall';

const key = (name: string) => `abilityQuestion.import.${name}`;

const TEXTS = importTextsUnder('abilityQuestion.import', { template: 'abilityQuestion.template' });

const ReportView = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  return (
    <ImportReportFrame
      summary={translate(key('summary'), { success: report.successCount, failed: report.failCount })}
      failed={report.failCount > 0}
      failedTitle={translate(key('failedRows'))}
      showRows={report.failures.length > 0}
    >
      <List dense aria-labelledby={FAILED_ROWS_ID} sx={{ maxHeight: 260, overflow: 'auto', border: '1px solid #ebeef5', py: 0 }}>
        {report.failures.map((failure) => (
          <ListItem key={failure.row} sx={{ fontSize: 13, gap: 1.5, alignItems: 'flex-start' }}>
            <Box component="span" sx={{ minWidth: 64, whiteSpace: 'nowrap' }}>
              {translate(key('rowNumber'), { row: failure.row })}
            </Box>
            <Box component="span" sx={{ color: 'error.main' }}>
              {failure.reason}
            </Box>
          </ListItem>
        ))}
      </List>
    </ImportReportFrame>
  );
};

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

// The dialog (src/crud/import) shows each step's pending state and the refusal of a whole file.
export const ImportDialog = ({ onClose, onImported }: { onClose: () => void; onImported: () => void }) => {
  const template = useCallMutation('abilityQuestionTemplate');
  const importing = useCallMutation('importAbilityQuestions');
  return (
    <ExcelImportDialog
      texts={TEXTS}
      titleId="question-import-title"
      onTemplate={() => template.mutateAsync()}
      onImport={async (file) => (await importing.mutateAsync(fileForm(file))).data}
      onImported={(report) => {
        if (report.successCount > 0) onImported();
      }}
      renderReport={(report) => <ReportView report={report} />}
      onClose={onClose}
    />
  );
};
