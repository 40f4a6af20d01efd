/** The qualification pages' addresses. */
export const QUERY_PATH = '/business/qualificationt';
export const RECORDS_PATH = '/business/qualificationHistoryt';
export const HISTORY_PATH = '/business/qualificationHistory';
