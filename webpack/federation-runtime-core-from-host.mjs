// A remote's @module-federation/runtime-core: the shell's, handed over by federation-runtime-provide.mjs (see
// federation-runtime.js). A remote runs inside the shell only; the deploy refuses a remote whose federationRuntime
// contract the live shell does not serve (webpack/contract.js), so this is found whenever a registry points at it.
const core = globalThis.__MART_FEDERATION_RUNTIME_CORE__;
if (!core)
  throw new Error('[mart] the shell provides no federation runtime: a remote runs inside a shell built with it');

export const {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} = core;
