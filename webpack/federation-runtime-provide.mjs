// The shell's runtime plugin that hands its federation runtime-core to the remotes (federation-runtime.js). It runs
// in the shell's federation runtime entry, before any remote's entry can load. The names are those
// @module-federation/runtime imports (federation-runtime-core-from-host.mjs takes the same list); the shell's own
// runtime uses every one of them, so providing them adds nothing to main.js.
import {
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
} from '@mart/federation-runtime-core';

globalThis.__MART_FEDERATION_RUNTIME_CORE__ = {
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
};

export default function provideFederationRuntime() {
  return { name: 'mart-provide-federation-runtime' };
}
