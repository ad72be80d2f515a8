/** A chevron pointing left or right, drawn, not typed: the site's font has no arrow glyphs (scripts/fonts/subset-inter.sh). */
export function PointingChevron({ toward }: { toward: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
      <path d={toward === "left" ? "M12.5 5 7.5 10l5 5" : "M7.5 5l5 5-5 5"} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
