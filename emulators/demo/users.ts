/**
 * The demo accounts that supabase/seed.sql creates (a test keeps the two in step).
 * Sam has no first name and Bob no picture, to exercise the spec's identity fallbacks.
 */
export interface DemoUser {
  id: string;
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
  /** The chat display name the spec's rule builds from the profile. */
  chatName: string;
}

export const DEMO_PASSWORD = 'parley-demo-pass';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'a11ce000-0000-4000-8000-000000000001',
    email: 'alice@parley.local',
    password: DEMO_PASSWORD,
    firstName: 'Alice',
    lastName: 'Martin',
    chatName: 'Alice Martin',
  },
  {
    id: 'b0b00000-0000-4000-8000-000000000002',
    email: 'bob@parley.local',
    password: DEMO_PASSWORD,
    firstName: 'Bob',
    lastName: 'Okafor',
    chatName: 'Bob Okafor',
  },
  {
    id: '5a300000-0000-4000-8000-000000000003',
    email: 'sam@parley.local',
    password: DEMO_PASSWORD,
    firstName: null,
    lastName: 'Rivera',
    chatName: 'User Rivera',
  },
];
