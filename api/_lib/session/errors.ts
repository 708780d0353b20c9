/** Why a session check did not end in a verified session; the handler maps each to a status. */

/** The token does not prove a session; `expired` tells the client a refresh will help. */
export class SessionError extends Error {
  readonly reason: 'invalid' | 'expired';

  constructor(reason: 'invalid' | 'expired', message: string) {
    super(message);
    this.reason = reason;
  }
}

/** The auth server (its JWKS or its user endpoint) could not be consulted: no verdict either way. */
export class AuthUnavailableError extends Error {}

/** The chat server refused or did not answer a server-side write: no verdict on the user. */
export class ChatUnavailableError extends Error {}
