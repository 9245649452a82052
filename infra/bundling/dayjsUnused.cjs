// Bundled in place of dayjs (infra/bundling/lambdaBundle.ts). sanitize-html takes one function from launder,
// `naughtyHref`, and launder requires dayjs at the top for its date helpers, which sanitize-html never calls.
// Saves about 7 KB in every bundle that sanitizes rich text. Should anything call dayjs, this fails loudly.
module.exports = function dayjs() {
  throw new Error('dayjs is not bundled: add it back in infra/bundling/lambdaBundle.ts before using it in a Lambda');
};
