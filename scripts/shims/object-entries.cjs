// The browser build's stand-in for the `object.entries` polyfill (node-polyglot's
// only use of the es-abstract family): every browser the console supports has Object.entries.
module.exports = (value) => Object.entries(value);
