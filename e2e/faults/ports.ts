/**
 * Each fault spec's own port block, so a killed process's sockets in TIME_WAIT never meet the next spec's:
 * MART_E2E_PORT_BASE + 200 + 20 × slot (PostgreSQL, Redis, nginx, then the instances: scripts/cluster.mjs).
 */
export function faultPorts(slot: number): number {
  return Number(process.env.MART_E2E_PORT_BASE ?? 3100) + 200 + 20 * slot;
}
