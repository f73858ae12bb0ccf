'use client';

// The error page's own failure fallback (docs/product.md §8): the root layout itself failed, so nothing of the site
// (styles, messages, header) can be trusted here; plain English and a link home.
export default function GlobalError() {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          margin: 0,
          padding: '4rem 1.5rem',
          textAlign: 'center',
        }}
      >
        <title>Something went wrong</title>
        <h1 style={{ color: '#072a4f' }}>Something went wrong</h1>
        <p style={{ color: '#4e5966' }}>The page could not be shown. Please try again in a moment.</p>
        {/* A full page load, not a client navigation: the app that failed should start afresh. */}
        <a href="/" style={{ color: '#0b3c6e', fontWeight: 700 }}>
          Go to the home page
        </a>
      </body>
    </html>
  );
}
