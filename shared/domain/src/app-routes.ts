// The deployable front ends, and which remote answers for a module type. Which paths each remote owns is not
// written here: every remote's route manifest publishes its paths through the deploy registry.
export type AppName = 'rental' | 'carmarket' | 'store-modules' | 'account' | 'shell-pages';
export type RemoteName = Exclude<AppName, 'shell-pages'>;
export const REMOTES: RemoteName[] = ['store-modules', 'rental', 'carmarket', 'account'];

/** Which remote answers for the selected module type (its home, its tracking page). */
export function remoteForModule(moduleType: string | undefined | null): RemoteName | null {
  if (!moduleType) return null;
  if (moduleType === 'rental') return 'rental';
  if (moduleType === 'carmarket') return 'carmarket';
  return 'store-modules';
}
