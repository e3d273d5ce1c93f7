// A promise with a deadline: the remote loader (a remote that hangs) and the chat (askAI that hangs) both give up
// after a while and show their own Spanish message; a late result is then ignored.

/** `promise`, or the error `onTimeout()` makes once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Resolves in a later browser task: work after it runs apart from the work before it, so a phone can
 * answer a tap in between (docs/performance.md, "Short tasks").
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
