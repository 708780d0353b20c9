/**
 * supabase-js clients for the tests and benches: the ones the demo seeding makes too, so every
 * Node client of the stack is built one way.
 */
export { nodeClient } from '../../emulators/shared/supabase-node-client.ts';
