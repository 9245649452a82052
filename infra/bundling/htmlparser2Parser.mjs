// Bundled in place of htmlparser2's index (infra/bundling/lambdaBundle.ts). sanitize-html, CommonJS, requires the
// whole package but uses only `Parser`; the index also brings domhandler, domutils, dom-serializer and a second,
// older copy of `entities` (about 80 KB minified). The path is htmlparser2's own ES module build, which the
// package's exports map does not name; a move of that file breaks the bundle at build time, not at run time.
export { Parser } from '../../node_modules/htmlparser2/dist/esm/Parser.js';
