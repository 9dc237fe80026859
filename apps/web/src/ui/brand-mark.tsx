/** Kabuto's mark: a samurai helmet (kabuto) with its crest, drawn inline so it costs no request. */
export function BrandMark({ size = '0.56rem', framed = true }: { size?: string; framed?: boolean }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      {framed && <rect width="64" height="64" rx="15" fill="#17357a" />}
      <path d="M17 9c2 9 8 15 15 15s13-6 15-15c-1 12-7 19-15 19S18 21 17 9z" fill="#e8452c" />
      <path d="M13 41c0-11 8.5-17 19-17s19 6 19 17z" fill="#fff" />
      <path d="M8 43h48l-5 9H13z" fill="#fff" opacity="0.9" />
      <path d="M24 43h16v6H24z" fill="#17357a" opacity="0.35" />
    </svg>
  );
}
