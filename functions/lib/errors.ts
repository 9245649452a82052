import type { ErrorMap } from '../../shared/contract/wrapper';
import { serverMessages } from '../../shared/messages';

/** Domain errors, thrown by use cases and repositories, mapped to HTTP status in one place (the kit). */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  constructor(
    message: string,
    readonly fields: ErrorMap = { general: [message] },
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends DomainError {
  readonly statusCode = 400;
  constructor(fields: ErrorMap) {
    super(Object.values(fields).flat()[0] ?? serverMessages.required, fields);
  }
}

export class Unauthorized extends DomainError {
  readonly statusCode = 401;
  constructor() {
    super(serverMessages.unauthorized);
  }
}

export class Forbidden extends DomainError {
  readonly statusCode = 403;
  constructor(message: string = serverMessages.forbidden) {
    super(message);
  }
}

export class NotFound extends DomainError {
  readonly statusCode = 404;
  constructor(message: string = serverMessages.notFound) {
    super(message);
  }
}

/** A write based on a stale version of the item: nothing was changed, the caller reloads and retries. */
export class Conflict extends DomainError {
  readonly statusCode = 409;
  constructor(message: string = serverMessages.staleVersion) {
    super(message);
  }
}

export class PayloadTooLarge extends DomainError {
  readonly statusCode = 413;
  constructor(message: string = serverMessages.tooLarge) {
    super(message);
  }
}
