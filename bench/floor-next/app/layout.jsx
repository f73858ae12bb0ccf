// The floor the storefront's pages are measured against (bench/pages.mjs): a bare Next.js page, built and
// served by the same Next.js and React as the storefront, with nothing of ours in it.
export default function RootLayout({ children }) {
  return (
    <html lang="ro">
      <body>{children}</body>
    </html>
  );
}
