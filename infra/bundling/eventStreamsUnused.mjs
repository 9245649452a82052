// Bundled in place of @smithy/core/event-streams (infra/bundling/lambdaBundle.ts). Event streams are the SDK's
// framing for streaming operations (S3 SelectObjectContent, Bedrock, Transcribe...); no Lambda of the product calls
// one, but every client bundles the codec (about 19 KB minified): each protocol can load it, and the S3 client builds
// a marshaller at construction. Should an operation with an event stream be called, it fails loudly here.
const unsupported = () => {
  throw new Error(
    'Event streams are not bundled: an operation with an event stream needs @smithy/core/event-streams back ' +
      '(infra/bundling/lambdaBundle.ts)',
  );
};

export const eventStreamSerdeProvider = () => ({ serialize: unsupported, deserialize: unsupported });

// As the SDK's own resolver: the client's config gets the marshaller of its provider.
export const resolveEventStreamSerdeConfig = (input) =>
  Object.assign(input, { eventStreamMarshaller: input.eventStreamSerdeProvider(input) });

export class EventStreamSerde {
  constructor() {
    unsupported();
  }
}
