/** The product mark: a house with a check, in the theme's teal. Decorative: the name is beside it. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b7a6f" />
      <path d="M14 31 32 16l18 15v17a3 3 0 0 1-3 3H17a3 3 0 0 1-3-3z" fill="#fff" />
      <path d="m24 36 6 6 11-12" fill="none" stroke="#0b7a6f" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
