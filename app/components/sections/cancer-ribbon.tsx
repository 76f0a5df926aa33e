// One continuous ribbon path (tail, loop, tail); the short segment drawn last
// puts the right-hand strand in front where the two tails cross.
const ribbonPath =
  "M45 94 L25.5 55 C17 38 19 8 32 8 C45 8 47 38 38.5 55 L19 94";

export function CancerRibbon({
  className = "h-24 w-auto",
  label = "Pink ribbon for breast cancer awareness",
}: {
  className?: string;
  label?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 64 100"
      xmlns="http://www.w3.org/2000/svg"
      className={className}
      focusable="false"
    >
      <title>{label}</title>
      <g fill="none" strokeLinejoin="round">
        <path d={ribbonPath} strokeWidth={12} className="stroke-pink-700" />
        <path d={ribbonPath} strokeWidth={9} className="stroke-pink-400" />
        <path
          d="M36.16 59.68 L27.78 76.45"
          strokeWidth={12}
          className="stroke-pink-700"
        />
        <path
          d="M36.94 58.12 L26.8 78.4"
          strokeWidth={9}
          className="stroke-pink-400"
        />
      </g>
    </svg>
  );
}
