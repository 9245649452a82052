// Bundled in place of postcss (infra/bundling/lambdaBundle.ts). sanitize-html parses a style attribute with
// postcss only when its options allow `style`; functions/lib/html.ts allows no style attribute, so the parser is
// never reached. Saves postcss and source-map-js (about 90 KB minified) in the assets and communication bundles.
// Should anyone allow `style`, this fails loudly instead of letting styles through unchecked.
module.exports = {
  parse() {
    throw new Error(
      'postcss is not bundled: allowing the style attribute needs postcss back (infra/bundling/lambdaBundle.ts)',
    );
  },
};
