/** Parley's mark: two overlapping speech bubbles. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#1f4fd1" />
      <path
        d="M14 18h26a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H26l-8 7v-7h-4a6 6 0 0 1-6-6V24a6 6 0 0 1 6-6z"
        fill="#fff"
      />
      <path
        d="M50 26h0a6 6 0 0 1 6 6v10a6 6 0 0 1-6 6h-2v6l-7-6h-9a6 6 0 0 1-5-3h13a8 8 0 0 0 8-8V26z"
        fill="#9db4ff"
      />
    </svg>
  );
}
