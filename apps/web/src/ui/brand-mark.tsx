import { brandMarkFrame, brandMarkShapes } from './brand-mark-shapes';

/** Kabuto's mark, drawn inline so it costs no request. */
export function BrandMark({ size = '0.56rem', framed = true }: { size?: string; framed?: boolean }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      {framed && <rect {...brandMarkFrame} />}
      {brandMarkShapes.map(({ d, fill, opacity }) => (
        <path key={d} d={d} fill={fill} opacity={opacity} />
      ))}
    </svg>
  );
}
