/** For unit tests: a stand-in for `navigator.locks` that tells which lock is held at a moment. */
export function heldLockFake() {
  let held: string | null = null;
  return {
    held: () => held,
    locks: {
      request: async (name: string, job: () => Promise<unknown>) => {
        held = name;
        try {
          return await job();
        } finally {
          held = null;
        }
      },
    },
  };
}
