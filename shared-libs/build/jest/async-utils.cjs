// Testing Library's findBy… and waitFor give up after one second by default: a render that took longer on a busy
// machine (jest compiles each file's modules anew) failed a test that was right. Their limit, like jest's own
// (jest.config.cjs), is one that catches a hang, not one that measures speed.
if (typeof window !== 'undefined') require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });
