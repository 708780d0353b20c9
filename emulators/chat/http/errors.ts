/**
 * The one error type every chat handler throws. `toBody` is the only place Stream's error body
 * (`{code, message, StatusCode, duration, more_info}`) is built, for REST and websocket alike.
 */
export class StreamError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    /** Auth errors are not prefixed with the operation name, as on hosted Stream. */
    readonly bare = false,
  ) {
    super(message);
  }
}

export interface StreamErrorBody {
  code: number;
  message: string;
  StatusCode: number;
  duration: string;
  more_info: string;
  details: unknown[];
}

const MORE_INFO = 'https://getstream.io/chat/docs/api_errors_response';

export const inputError = (message: string): StreamError => new StreamError(4, message, 400);
export const notFound = (message: string): StreamError => new StreamError(16, message, 404);
export const notAllowed = (message: string): StreamError => new StreamError(17, message, 403);
/** An event the channel type has switched off (typing or custom events): EventNotSupportedError. */
export const eventNotSupported = (message: string): StreamError =>
  new StreamError(18, message, 400);
/** A feature the channel type has switched off: ChannelFeatureNotSupportedError. */
export const featureOff = (message: string): StreamError => new StreamError(19, message, 400);
export const messageTooLong = (message: string): StreamError => new StreamError(20, message, 400);
export const nestedReply = (message: string): StreamError => new StreamError(21, message, 400);
export const cooldown = (message: string): StreamError => new StreamError(60, message, 403);
export const tokenExpired = (message: string): StreamError =>
  new StreamError(40, message, 401, true);
export const badSignature = (message: string): StreamError =>
  new StreamError(43, message, 401, true);
export const tokenNotYetValid = (message: string): StreamError =>
  new StreamError(41, message, 401, true);
export const tokenIssuedLater = (message: string): StreamError =>
  new StreamError(42, message, 401, true);
export const authError = (message: string): StreamError => new StreamError(5, message, 401, true);
export const badApiKey = (message: string): StreamError => new StreamError(2, message, 401, true);
export const tooLarge = (message: string): StreamError => new StreamError(22, message, 413, true);
/**
 * A user's uploads past their quota. Stream's errors table has no quota code; 22
 * (PayloadTooBigError, 413) is its nearest, and neither the SDK nor Parley retries it.
 */
export const quotaExceeded = (message: string): StreamError => new StreamError(22, message, 413);
export const unknownRoute = (message: string): StreamError =>
  new StreamError(4, message, 404, true);
/** stream-chat's ConnectionIDNotFoundError; 400 is the error status of the spec's LongPoll. */
export const connectionNotFound = (message: string): StreamError =>
  new StreamError(46, message, 400);

export function formatDuration(startedAt: number): string {
  return `${(performance.now() - startedAt).toFixed(2)}ms`;
}

/** Stream prefixes input errors with the failing operation: `SendMessage failed with error: "..."`. */
export function toBody(error: StreamError, operation: string, startedAt: number): StreamErrorBody {
  return {
    code: error.code,
    message: error.bare ? error.message : `${operation} failed with error: "${error.message}"`,
    StatusCode: error.status,
    duration: formatDuration(startedAt),
    more_info: MORE_INFO,
    details: [],
  };
}
