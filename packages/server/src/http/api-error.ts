// An expected failure a handler or service raises; the error handler answers it in the spec's shape.
import type { FieldErrors } from '@fund/core/api';
import { DETAIL_FIELD } from './messages';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: FieldErrors,
  ) {
    // The message is for logs only; the client gets `errors`.
    super(Object.values(errors).flat().join('；') || `HTTP ${statusCode}`);
    this.name = 'ApiError';
  }
}

/** A 400 with messages per field, e.g. from core's validate(). */
export function validationFailed(errors: FieldErrors): ApiError {
  return new ApiError(400, errors);
}

/** A failure that belongs to no single field: `{errors: {detail: [message]}}`. */
export function detailError(statusCode: number, message: string): ApiError {
  return new ApiError(statusCode, { [DETAIL_FIELD]: [message] });
}

export function errorBody(errors: FieldErrors): { errors: FieldErrors } {
  return { errors };
}

export function detailBody(message: string): { errors: FieldErrors } {
  return { errors: { [DETAIL_FIELD]: [message] } };
}
