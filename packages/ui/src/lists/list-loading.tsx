/** The status a list page shows until the stored lists have been read (My List, the quote request). */
export function ListLoading({ label }: { label: string }) {
  return (
    <p role="status" className="text-sm text-muted">
      {label}
    </p>
  );
}
