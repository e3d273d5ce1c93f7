// jest's runtime, with each module's code compiled once per worker instead of once per test file.
//
// jest gives every test file a context of its own and compiles every module it loads there again, its own
// (expect, the test runner) included, with vm.compileFunction, which V8 never takes from its compilation cache.
// A vm.Script of the same code is: V8 keeps compiled scripts by their source and origin, across contexts, so
// the second test file that loads React gets the code the first one compiled. The module still runs anew in
// each file's context; only the compiling is shared. The unit tests 45.7 → 37.9 core-seconds
// (docs/testing.md, session 31).
//
// The wrapper is the one jest itself used before compileFunction: a function with the module's parameters,
// one line above the code, which `lineOffset` takes back so stack traces keep the file's own lines. jest's own
// way compiles what this one cannot: code with `import()` (a script here has no loader for it), node's own
// modules, and anything that fails to compile (its error messages and its ES-module fallback are jest's).
const { Script } = require('node:vm');
const Runtime = require('jest-runtime').default;

class CompiledOnceRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const executor = this.executor;
    // A jest whose runtime is laid out otherwise keeps its own way, only slower.
    if (typeof executor?.compile !== 'function' || !Array.isArray(executor.injectedModuleParameters)) return;
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = this._environment.getVmContext();
      if (!context || source.includes('import(') || executor.resolution.isCoreModule(filename)) return jestCompile(source, filename);
      try {
        const wrapped = `({"Object.<anonymous>":function(${executor.injectedModuleParameters.join(',')}){\n${source}\n}});`;
        return new Script(wrapped, { filename, lineOffset: -1 }).runInContext(context)['Object.<anonymous>'];
      } catch {
        return jestCompile(source, filename);
      }
    };
  }
}

module.exports = CompiledOnceRuntime;
