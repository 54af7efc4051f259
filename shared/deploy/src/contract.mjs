// @ts-check
/**
 * A remote built against contract X.Y runs under a shell that serves X.Z with Z >= Y: same major (nothing
 * removed or changed), and the shell at least as new (every event the remote listens for is published).
 * @param {Record<string,string>} remote  e.g. { bus: '1.0', apiClient: '1.2' }
 * @param {Record<string,string>} shell
 * @returns {string[]} reasons it is incompatible (empty: compatible)
 */
export function contractProblems(remote, shell) {
  const problems = [];
  for (const [key, wanted] of Object.entries(remote)) {
    const served = shell[key];
    if (!served) {
      problems.push(`the live shell does not serve the ${key} contract (the build needs ${wanted})`);
      continue;
    }
    const [wMajor, wMinor = 0] = wanted.split('.').map(Number);
    const [sMajor, sMinor = 0] = served.split('.').map(Number);
    if (wMajor !== sMajor)
      problems.push(`${key} contract ${wanted} is not compatible with the live shell's ${served} (major differs)`);
    else if (wMinor > sMinor)
      problems.push(`${key} contract ${wanted} is newer than the live shell's ${served}: deploy the shell first`);
  }
  return problems;
}
