/**
 * 导入资格数据: 下载模板, the file (.xlsx, at most 20 MB), 上传并校验 (the ledger stored by
 * fastdfs/standBookUpload, then the dry run of excel/import), then the dry-run report (DryRunPanel): the
 * counts, the problems with row, column and reason, the error workbook, an optional zip package, and
 * 确认导入 or 放弃. Nothing is written to the register before 确认导入.
 */
import './messages';
import { ExcelImportDialog, importTextsUnder } from '../../crud/import/ExcelImportDialog';
import { checkLedger, downloadTemplate } from './api';
import { DryRunPanel } from './DryRunPanel';

const TEXTS = importTextsUnder('qualification.import', { template: 'qualification.query.template' }, true);

const ImportDialog = ({ onClose, onImported }: { onClose: () => void; onImported: () => void }) => (
  <ExcelImportDialog
      texts={TEXTS}
      titleId="qualification-import-title"
      maxWidth="md"
      maxBytes={20 * 1024 * 1024}
      onTemplate={downloadTemplate}
      onImport={checkLedger}
      renderReport={(report) => <DryRunPanel key={report.batchId} report={report} onImported={onImported} />}
      onClose={onClose}
    />
);

export default ImportDialog;
