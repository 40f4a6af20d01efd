/**
 * Run-time configuration of the console. The reference server (or any host)
 * serves /app-config.js setting `window.APP_CONFIG`; the defaults below are
 * the development ones (Vite proxies /api and /file-api).
 */
export interface AppConfig {
  /** Base of the web-center API, ending with a slash. */
  apiBase: string;
  /** Base of the file service (SMS codes), ending with a slash. */
  fileBase: string;
  /** Maintenance window, local time 'YYYY-MM-DD HH:mm' and daily opening 'HH:mm'. */
  maintenance: MaintenanceWindow;
  /** Whether the console calls userpwd/initializationLogin after login. */
  initializationLoginCheck: boolean;
  /** Product code of the deployment (PRODUCT of the server); fills `{product}` in call names. */
  product: string;
  /** Base of the questionnaire calls (docs/questionnaire.md), ending with a slash. */
  questionnaireBase: string;
  /** The installation's watermark over every page after login (WATERMARK of the server); off when the host says nothing. */
  watermark: boolean;
}

export interface MaintenanceWindow {
  start: string;
  end: string;
  dailyOpen: string;
  dailyClose: string;
}

declare global {
  interface Window {
    APP_CONFIG?: Partial<AppConfig>;
  }
}

/** Spec section 9: 2022-10-13 08:00 to 2022-10-26 20:59, open 08:00–20:59 on those days. */
export const DEFAULT_MAINTENANCE: MaintenanceWindow = {
  start: '2022-10-13 08:00',
  end: '2022-10-26 20:59',
  dailyOpen: '08:00',
  dailyClose: '20:59',
};

/** The reference server's default PRODUCT. */
export const DEFAULT_PRODUCT = 'assoc';

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

export const getConfig = (): AppConfig => {
  const runtime = (typeof window !== 'undefined' && window.APP_CONFIG) || {};
  const product = runtime.product || DEFAULT_PRODUCT;
  return {
    apiBase: withSlash(runtime.apiBase ?? '/api/'),
    fileBase: withSlash(runtime.fileBase ?? '/file-api/'),
    maintenance: { ...DEFAULT_MAINTENANCE, ...runtime.maintenance },
    initializationLoginCheck: runtime.initializationLoginCheck ?? false,
    product,
    questionnaireBase: withSlash(runtime.questionnaireBase ?? `/${product}-web-center/api/questionnaire/`),
    watermark: runtime.watermark === true,
  };
};
