/** Addresses of the statistics pages that link to each other (the route table holds them all). */
export const OVERVIEW_MODULE_PATH = '/statistics/overviewKPI/module';
export const OVERVIEW_DETAIL_PATH = '/statistics/overviewKPI/detail';
