// Integration and end-to-end tests wait on a real backend and a real browser: a time limit that
// catches a hang, not one that measures speed (benchmarks do that).
jest.setTimeout(60_000);
