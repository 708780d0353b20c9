/** GoTrue's surface under /auth/v1, as this emulator serves it. */
import { Router } from '../../shared/router.ts';
import type { Handler } from './context.ts';
import { createUser, listAllUsers } from './handlers/admin.ts';
import { health, jwks, settings } from './handlers/meta.ts';
import { challenge, enroll, unenroll, verify } from './handlers/mfa.ts';
import { signup } from './handlers/signup.ts';
import { token } from './handlers/token.ts';
import { getUser, logout, updateUser } from './handlers/user.ts';
import { recover, verifyLink, verifyOtp } from './handlers/verify.ts';

export const authRoutes = new Router<Handler>()
  .add('GET', '/settings', settings)
  .add('GET', '/health', health)
  .add('GET', '/.well-known/jwks.json', jwks)
  .add('POST', '/signup', signup)
  .add('POST', '/token', token)
  .add('GET', '/user', getUser)
  .add('PUT', '/user', updateUser)
  .add('POST', '/logout', logout)
  .add('POST', '/recover', recover)
  .add('GET', '/verify', verifyLink)
  .add('POST', '/verify', verifyOtp)
  .add('POST', '/factors', enroll)
  .add('POST', '/factors/:id/challenge', challenge)
  .add('POST', '/factors/:id/verify', verify)
  .add('DELETE', '/factors/:id', unenroll)
  .add('POST', '/admin/users', createUser)
  .add('GET', '/admin/users', listAllUsers);
