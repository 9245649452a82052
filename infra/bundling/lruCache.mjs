// Bundled in place of mnemonist/lru-cache (infra/bundling/lambdaBundle.ts), which the DynamoDB client's endpoint
// discovery cache (@aws-sdk/endpoint-cache) is built on; mnemonist brings its typed-array helpers and iterators
// (about 7 KB minified). Endpoint discovery is off unless enabled, so the cache stays empty; this is the same
// least-recently-used cache, over a Map, with the methods the endpoint cache calls.
export default class LRUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.items = new Map();
  }
  has(key) {
    return this.items.has(key);
  }
  peek(key) {
    return this.items.get(key);
  }
  get(key) {
    if (!this.items.has(key)) return undefined;
    const value = this.items.get(key);
    this.items.delete(key);
    this.items.set(key, value);
    return value;
  }
  set(key, value) {
    this.items.delete(key);
    this.items.set(key, value);
    if (this.items.size > this.capacity) this.items.delete(this.items.keys().next().value);
  }
  clear() {
    this.items.clear();
  }
}
