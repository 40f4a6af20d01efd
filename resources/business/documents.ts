/** Document uploads of the business modules: PDF, Word or Excel files, as fastdfs/uploadFile accepts them. */
export const DOCUMENT_TYPES = ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

export const SPREADSHEET_TYPES = ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

export const DOCUMENT_HELP = '支持 PDF、Word 文件，不超过 20MB；列表中点击文件名即可按原文件名下载';
