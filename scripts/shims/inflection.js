// The browser build's stand-in for inflection (English plurals and "humanized" names). ra-core
// uses it only to derive default English labels from resource and field names (e.g. `news_type` ->
// "News type") when no translation exists; this console labels every resource, field and button
// in Chinese through its i18n messages, so those defaults are never shown. The full library is
// 3.4 KB of gzip on the first list page; these few rules cover what ra-core calls.
const capitalize = (word = '') => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
const underscore = (word = '') =>
  word
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase();
const humanize = (word = '', lowFirstLetter = false) => {
  const text = word.toLowerCase().replace(/_id$/, '').replace(/_/g, ' ');
  return lowFirstLetter ? text : text.charAt(0).toUpperCase() + text.slice(1);
};
const pluralize = (word = '') => {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
};
const singularize = (word = '') => {
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(x|z|ch|sh|ss)es$/i.test(word)) return word.slice(0, -2);
  if (/s$/i.test(word) && !/ss$/i.test(word)) return word.slice(0, -1);
  return word;
};
const inflect = (word, count) => (count === 1 ? singularize(word) : pluralize(word));
const rules = { capitalize, underscore, humanize, pluralize, singularize };
const transform = (word, steps) => steps.reduce((result, step) => (rules[step] ? rules[step](result) : result), word);

export { capitalize, underscore, humanize, pluralize, singularize, inflect, transform };
