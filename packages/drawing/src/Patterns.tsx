/** @jsxRuntime automatic */
// Pattern overlays shared by every drawing. They are colour-free (translucent ink over the surface's own
// colour), so two drawings on one page may share the ids without showing each other's colours.

export const WOODGRAIN = 'vitrina-drawing-woodgrain';
export const STRIPES = 'vitrina-drawing-stripes';

export function Patterns() {
  return (
    <defs>
      <pattern id={WOODGRAIN} patternUnits="userSpaceOnUse" width="120" height="400">
        <path
          d="M0 40c30 14 60-10 120 6M0 130c40-12 70 16 120-4M0 220c26 10 80-12 120 8M0 310c44-10 64 14 120-2"
          fill="none"
          stroke="rgba(60, 30, 10, 0.28)"
          strokeWidth="5"
        />
        <path
          d="M0 85c50 10 70-8 120 2M0 265c30-8 80 10 120 0"
          fill="none"
          stroke="rgba(60, 30, 10, 0.16)"
          strokeWidth="9"
        />
      </pattern>
      <pattern id={STRIPES} patternUnits="userSpaceOnUse" width="300" height="10">
        <rect x="0" y="0" width="150" height="10" fill="rgba(255, 255, 255, 0.55)" />
      </pattern>
    </defs>
  );
}
