/** The storefront's ports from a base: the shell at the base, the remotes above it, as the e2e site serves them. */
export function storefrontPorts(base: number): Record<string, string> {
  return {
    MART_PORT_SHELL: String(base),
    MART_PORT_RENTAL: String(base + 1),
    MART_PORT_CARMARKET: String(base + 2),
    MART_PORT_STORE_MODULES: String(base + 3),
    MART_PORT_ACCOUNT: String(base + 4),
  };
}
