export default function FloorPage() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js page.</p>
    </main>
  );
}
