/**
 * Retries an assertion until it passes or the time is up, then rethrows its last failure. For effects
 * that arrive asynchronously (an auth state, a debounced save), so tests wait for them instead of
 * sleeping a guessed amount.
 */
export async function eventually(assertion: () => void | Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
