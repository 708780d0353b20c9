/** A spinner with words saying what is loading, announced politely as a status. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}
