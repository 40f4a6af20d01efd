// The browser build's stand-in for lodash/isEqual, which ra-core imports in 17 modules to compare
// list parameters, filters, stored preferences and records. dequal makes the same deep comparison
// (plain objects, arrays, dates, regular expressions, maps, sets, typed arrays, NaN) in a few
// hundred bytes instead of lodash's 4 KB of gzip of stacks, caches and tag checks.
import { dequal } from 'dequal';

export default dequal;
