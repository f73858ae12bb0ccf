import styles from './Logo.module.css';

/** The Vitrina mark: a window with a sash ajar, and the wordmark. */
export function Logo({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <a href={href} className={styles.logo}>
      <span className="visually-hidden">{label}</span>
      <svg
        className={styles.glyph}
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <rect
          x="3"
          y="3"
          width="34"
          height="34"
          rx="6"
          fill="var(--logo-tile, var(--color-brand, #0b3c6e))"
        />
        <rect x="8.5" y="8.5" width="23" height="23" rx="1.5" fill="none" stroke="#fff" strokeWidth="2.2" />
        <path d="M20 8.5v23M8.5 20h23" stroke="#fff" strokeWidth="2.2" />
        <path d="M21.6 10.1h8.3v8.3h-8.3z" fill="var(--color-accent, #f2a341)" />
        <path d="M11 12.5l5-2.2" stroke="rgb(255 255 255 / 0.55)" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      {/* Text, not an SVG <text>: shaping text inside an SVG was the costliest layout of the first paint. */}
      <span className={styles.wordmark} aria-hidden="true">
        {name}
      </span>
    </a>
  );
}
