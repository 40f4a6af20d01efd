/**
 * 导入资格数据: 下载模板, the file (.xlsx, at most 20 MB), 上传并校验 (the ledger stored by
 * fastdfs/standBookUpload, then the dry run of excel/import), then the dry-run report (DryRunPanel): the
 * counts, the problems with row, column and reason, the error workbook, an optional zip package, and
 * 确认导入 or 放弃. Nothing is written to the register before 确认导入.
 */
import { useMutation } from '@tanstack/react-query';
import { ExcelImportDialog, importTextsUnder } from '../../../src/crud/import/ExcelImportDialog';
import { useCallMutation, useConsoleData } from '../../../src/crud/useCall';
import { DryRunPanel } from './DryRunPanel';
import { fieldsForm, fileForm } from './importForms';

const TEXTS = importTextsUnder('qualification.import', { template: 'qualification.query.template' }, true);

const ImportDialog = ({ onClose, onImported }: { onClose: () => void; onImported: () => void }) => {
  const dataProvider = useConsoleData();
  const template = useCallMutation('quaTemplate');
  // Stores the ledger, then dry-runs the stored file; the dialog shows a refusal of either (both quiet).
  const check = useMutation({
    mutationFn: async (file: File) => {
      const { data: stored } = await dataProvider.quaUploadLedger(fileForm(file));
      return (await dataProvider.quaDryRun(fieldsForm({ fileId: stored.fileId }))).data;
    },
  });
  return (
    <ExcelImportDialog
      texts={TEXTS}
      titleId="qualification-import-title"
      maxWidth="md"
      maxBytes={20 * 1024 * 1024}
      onTemplate={() => template.mutateAsync()}
      onImport={check.mutateAsync}
      renderReport={(report) => <DryRunPanel key={report.batchId} report={report} onImported={onImported} />}
      onClose={onClose}
    />
  );
};

export default ImportDialog;
