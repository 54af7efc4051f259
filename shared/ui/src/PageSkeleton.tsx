/** Loading state of a page or a list: the shape of what is coming, announced to screen readers. Plain HTML, so it
 * shows while antd is still loading. */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite">
      <span className="mart-skeleton mart-skeleton--title" />
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="mart-skeleton mart-skeleton--line" />
      ))}
    </div>
  );
}
