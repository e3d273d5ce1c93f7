// The tests' runtime compiles each module inside a wrapper that starts one line above its code
// (shared-libs/build/jest/compiledOnceRuntime.cjs): a failure must still name the test file's own line and column.
it('points a failure at the line and column where it happened', () => {
  const stack = new Error('aquí').stack ?? '';
  expect(stack.split('\n')[1]).toMatch(/compiledOnceRuntime\.test\.ts:4:17\)$/);
});
