/**
 * Supabase-compatible backend (auth, REST, storage over PGlite), run as its own process by
 * `npm start`. Fidelity record: FIDELITY.md beside this file.
 */
import { runService } from '../shared/service-process.ts';
import { startSupabase } from './server.ts';

await runService('supabase', startSupabase);
