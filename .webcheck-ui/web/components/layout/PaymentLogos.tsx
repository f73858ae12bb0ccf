/** Card brands accepted, drawn as simple marks (not the brands' artwork files). */
export function PaymentLogos({ className }: { className?: string }) {
  return (
    <ul className={className}>
      <li>
        <svg viewBox="0 0 60 38" width="60" height="38" role="img" aria-label="Visa">
          <rect width="60" height="38" rx="6" fill="#fff" />
          <text
            x="30"
            y="25.5"
            textAnchor="middle"
            fill="#1a1f71"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="17"
            fontStyle="italic"
            fontWeight="900"
            letterSpacing="0.5"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 60 38" width="60" height="38" role="img" aria-label="Mastercard">
          <rect width="60" height="38" rx="6" fill="#fff" />
          <circle cx="24" cy="19" r="11" fill="#eb001b" />
          <circle cx="36" cy="19" r="11" fill="#f79e1b" />
          <path d="M30 9.8a11 11 0 0 1 0 18.4 11 11 0 0 1 0-18.4z" fill="#ff5f00" />
        </svg>
      </li>
    </ul>
  );
}
