// The stored shapes and their limits (@salon/schema), which every domain module imports from here. By relative
// path, not by package name: functions/ compiles the domain's source into its own lib/ and Node resolves each
// import there as written, and the deployed function has no '@salon/schema' package to find (.dependency-cruiser.cjs).
export * from '../../schema/src';
