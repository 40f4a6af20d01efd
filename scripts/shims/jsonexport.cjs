// The browser build's stand-in for jsonexport, which only react-admin's default CSV exporter
// (ra-core's defaultExporter, the default `exporter` of every ListBase) uses. The console never
// offers that export: 导出 is the server's export call (src/crud/list/ExportButton.tsx).
module.exports = () => {
  throw new Error('react-admin CSV export is not part of this console');
};
