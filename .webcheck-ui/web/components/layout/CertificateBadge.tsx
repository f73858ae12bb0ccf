import styles from './CertificateBadge.module.css';

const STARS = Array.from({ length: 12 }, (_, i) => {
  const angle = (i / 12) * 2 * Math.PI;
  return { x: 24 + 15 * Math.sin(angle), y: 24 - 15 * Math.cos(angle) };
});

/** The "EU-certified manufacturer since 2011" seal. */
export function CertificateBadge({ title, since }: { title: string; since: string }) {
  return (
    <div className={styles.badge}>
      <svg viewBox="0 0 48 48" width="52" height="52" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="23" fill="#003399" />
        {STARS.map((star) => (
          <circle
            key={`${star.x.toFixed(2)}-${star.y.toFixed(2)}`}
            cx={star.x}
            cy={star.y}
            r="1.9"
            fill="#ffcc00"
          />
        ))}
        <path
          d="M17 24.5l4.6 4.6 9.4-9.6"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className={styles.text}>
        <strong>{title}</strong>
        <span>{since}</span>
      </p>
    </div>
  );
}
