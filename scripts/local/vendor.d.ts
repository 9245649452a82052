// s3rver ships no type declarations; this is the part of its API the local stack uses.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<unknown>;
    close(): Promise<void>;
    /** S3 event notifications (s3rver is a Koa app and emits them as 'event'). */
    on(event: 'event', listener: (event: import('aws-lambda').S3Event) => void): this;
  }
}
