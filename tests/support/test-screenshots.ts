/**
 * Whether the browser tests save their screenshots (`PARLEY_TEST_SCREENSHOTS`, parsed once a
 * test worker). They are pictures for a person to look at, which no test reads: a run takes them
 * when asked (`1`), since each set costs a test a second or two of resizing and encoding.
 */
export function testScreenshots(env: NodeJS.ProcessEnv = process.env): boolean {
  const raw = env.PARLEY_TEST_SCREENSHOTS;
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new Error(`PARLEY_TEST_SCREENSHOTS must be 1 (take them) or 0 (do not) (got "${raw}")`);
}
