/** Placeholder page until the application shell lands (issue "Web application shell"). */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
      <h1>Care Home Housekeeping</h1>
      <p>
        The server is running. The API is documented at <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
}
